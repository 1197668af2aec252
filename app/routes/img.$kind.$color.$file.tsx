/**
 * Generated SVG images (Fluent Emoji Flat artwork) for products, categories
 * and brands. URLs are built by ~/lib/image-urls:
 *   /img/p{1|2|3}/{rrggbb}/{icon}.webp   product views (400×400)
 *   /img/c/{rrggbb}/{icon}.webp          category tile (200×200)
 *   /img/b/{rrggbb}/{initials}.webp      brand monogram (160×160)
 * Pages ask for the WebP rendition, which a browser decodes off the page's main thread; the same picture
 * is served as SVG at .svg (docs/decisions/043-raster-pictures.md). The output is a pure function of the
 * URL, so it is cached for a year.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { renderBrandLogo, renderCategoryImage, renderProductImage } from "~/services/catalogue/images/images.server";
import { pictureResponse } from "~/services/catalogue/images/raster.server";
import { notFound } from "~/services/platform/error-response.server";

const ParamsSchema = z.object({
  kind: z.enum(["p1", "p2", "p3", "c", "b"]),
  color: z.string().regex(/^[0-9a-fA-F]{6}$/),
  file: z
    .string()
    .max(200)
    .regex(/^[^.]+\.(svg|webp)$/),
});

const IconNameSchema = z.string().regex(/^[a-z0-9-]{1,60}$/);
const InitialsSchema = z.string().regex(/^[A-Za-z0-9]{1,3}$/);

const IMMUTABLE = "public, max-age=31536000, immutable";

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function render(kind: "p1" | "p2" | "p3" | "c" | "b", color: string, name: string): string | null {
  if (kind === "b") {
    const decoded = safeDecode(name);
    const initials = InitialsSchema.safeParse(decoded);
    return initials.success ? renderBrandLogo({ initials: initials.data, color }) : null;
  }
  const icon = IconNameSchema.safeParse(name);
  if (!icon.success) return null;
  if (kind === "c") return renderCategoryImage({ icon: icon.data, background: color });
  const view = kind === "p1" ? 1 : kind === "p2" ? 2 : 3;
  return renderProductImage({ icon: icon.data, background: color, view });
}

export async function loader({ params }: LoaderFunctionArgs) {
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) return notFound("Not found", { "Content-Type": "text/plain" });
  const { kind, color, file } = parsed.data;
  const dot = file.lastIndexOf(".");
  const svg = render(kind, color.toLowerCase(), file.slice(0, dot));
  if (svg === null) return notFound("Not found", { "Content-Type": "text/plain" });
  return pictureResponse(svg, file.slice(dot + 1) === "webp" ? "webp" : "svg", IMMUTABLE);
}
