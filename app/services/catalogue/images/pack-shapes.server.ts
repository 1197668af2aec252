/**
 * The outline of each kind of pack on the 400×400 canvas, drawn in the brand's colour, and where its
 * printed label sits (docs/decisions/017-pack-shots.md).
 */
import type { PackType } from "./pack-types.server";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PackGeometry {
  /** SVG elements; `{body}` / `{dark}` / `{light}` / `{pale}` are replaced with the pack's colours. */
  art: string;
  /** The printed label on the front. */
  label: Box;
  /** Where the ground shadow sits. */
  groundY: number;
  groundRx: number;
}

const crimp = (x0: number, x1: number, y: number, h: number) => {
  let d = "";
  for (let x = x0 + 5; x < x1; x += 6) d += `M${x} ${y + 2}v${h - 4}`;
  return `<path d="${d}" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`;
};

export const PACK_GEOMETRY: Record<PackType, PackGeometry> = {
  // Milk pouch: a soft pillow with sealed, crimped ends.
  pouch: {
    art:
      `<path d="M92 86Q74 205 92 324H308Q326 205 308 86Z" fill="{pale}"/>` +
      `<path d="M92 86H308Q314 110 316 134H84Q86 110 92 86ZM84 276H316Q314 300 308 324H92Q86 300 84 276Z" fill="{body}"/>` +
      `<rect x="86" y="66" width="228" height="24" rx="4" fill="{dark}"/>` +
      crimp(86, 314, 66, 24) +
      `<rect x="86" y="320" width="228" height="22" rx="4" fill="{dark}"/>` +
      crimp(86, 314, 320, 22),
    label: { x: 110, y: 108, w: 180, h: 196 },
    groundY: 346,
    groundRx: 130,
  },
  // Stand-up bag (atta, chips, biscuits): crimped top, slightly flared, rounded base.
  packet: {
    art:
      `<path d="M104 84H296L314 328Q200 350 86 328Z" fill="{body}"/>` +
      `<rect x="98" y="60" width="204" height="28" rx="3" fill="{dark}"/>` +
      crimp(98, 302, 60, 28),
    label: { x: 112, y: 104, w: 176, h: 210 },
    groundY: 344,
    groundRx: 126,
  },
  // Tetra brick: a tall box with its top face, side face and cap.
  carton: {
    art:
      `<path d="M118 84L148 62H308L278 84Z" fill="{light}"/>` +
      `<path d="M278 84L308 62V322L278 344Z" fill="{dark}"/>` +
      `<rect x="118" y="84" width="160" height="260" fill="{body}"/>` +
      `<ellipse cx="240" cy="72" rx="16" ry="6" fill="#fff"/><rect x="224" y="62" width="32" height="10" fill="#fff"/><ellipse cx="240" cy="62" rx="16" ry="6" fill="#e5e7eb"/>`,
    label: { x: 126, y: 100, w: 144, h: 228 },
    groundY: 346,
    groundRx: 110,
  },
  bottle: {
    art:
      `<rect x="172" y="34" width="56" height="30" rx="5" fill="{dark}"/>` +
      `<path d="M182 64H218V90Q272 108 272 152V326Q272 346 252 346H148Q128 346 128 326V152Q128 108 182 90Z" fill="{body}"/>` +
      `<rect x="140" y="140" width="12" height="190" rx="6" fill="#fff" fill-opacity=".25"/>`,
    label: { x: 136, y: 160, w: 128, h: 164 },
    groundY: 348,
    groundRx: 96,
  },
  jar: {
    art:
      `<rect x="114" y="66" width="172" height="42" rx="8" fill="{dark}"/>` +
      `<path d="M122 72v30M146 72v30M170 72v30M194 72v30M218 72v30M242 72v30M266 72v30" stroke="#000" stroke-opacity=".15" stroke-width="3"/>` +
      `<path d="M110 108H290Q304 122 304 146V320Q304 344 280 344H120Q96 344 96 320V146Q96 122 110 108Z" fill="{body}"/>`,
    label: { x: 108, y: 136, w: 184, h: 184 },
    groundY: 346,
    groundRx: 124,
  },
  box: {
    art:
      `<path d="M98 92L128 66H322L292 92Z" fill="{light}"/>` +
      `<path d="M292 92L322 66V318L292 344Z" fill="{dark}"/>` +
      `<rect x="98" y="92" width="194" height="252" fill="{body}"/>`,
    label: { x: 108, y: 104, w: 174, h: 228 },
    groundY: 346,
    groundRx: 130,
  },
  tin: {
    art:
      `<path d="M106 92V318A94 20 0 0 0 294 318V92Z" fill="{body}"/>` +
      `<path d="M106 118A94 20 0 0 0 294 118M106 296A94 20 0 0 0 294 296" fill="none" stroke="{dark}" stroke-width="4"/>` +
      `<ellipse cx="200" cy="92" rx="94" ry="20" fill="{light}"/><ellipse cx="200" cy="92" rx="80" ry="14" fill="none" stroke="{dark}" stroke-width="3"/>`,
    label: { x: 114, y: 136, w: 172, h: 152 },
    groundY: 344,
    groundRx: 112,
  },
  // Tube standing on its cap, crimped seal at the top.
  tube: {
    art:
      `<rect x="104" y="48" width="192" height="26" rx="3" fill="{dark}"/>` +
      crimp(104, 296, 48, 26) +
      `<path d="M106 74H294L262 312H138Z" fill="{body}"/>` +
      `<rect x="164" y="312" width="72" height="34" rx="6" fill="{dark}"/>`,
    label: { x: 132, y: 90, w: 136, h: 192 },
    groundY: 348,
    groundRx: 70,
  },
  can: {
    art:
      `<path d="M136 80V326A64 12 0 0 0 264 326V80Z" fill="{body}"/>` +
      `<ellipse cx="200" cy="80" rx="64" ry="12" fill="#cbd5e1"/><ellipse cx="200" cy="80" rx="54" ry="8" fill="#94a3b8"/>` +
      `<rect x="186" y="74" width="30" height="8" rx="4" fill="#e2e8f0"/>` +
      `<rect x="148" y="100" width="10" height="210" rx="5" fill="#fff" fill-opacity=".25"/>`,
    label: { x: 142, y: 114, w: 116, h: 196 },
    groundY: 342,
    groundRx: 80,
  },
  // Curd or ice-cream tub: a wide lid over a tapering cup.
  tub: {
    art:
      `<path d="M96 148H304L284 326Q200 346 116 326Z" fill="{body}"/>` +
      `<ellipse cx="200" cy="148" rx="112" ry="24" fill="{dark}"/><ellipse cx="200" cy="142" rx="106" ry="20" fill="{light}"/>`,
    label: { x: 118, y: 178, w: 164, h: 136 },
    groundY: 344,
    groundRx: 110,
  },
  // Fresh produce without a faithful illustration: a shallow tray under clear film, labelled.
  tray: {
    art:
      `<path d="M70 150Q70 120 100 120H300Q330 120 330 150V292H70Z" fill="{pale}"/>` +
      `<path d="M60 284H340L322 330Q320 336 312 336H88Q80 336 78 330Z" fill="{body}"/>` +
      `<path d="M84 134Q150 122 220 128" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none" stroke-opacity=".8"/>`,
    label: { x: 110, y: 140, w: 180, h: 136 },
    groundY: 340,
    groundRx: 140,
  },
};
