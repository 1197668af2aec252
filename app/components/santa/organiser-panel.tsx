import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { INPUT_CLASS } from "~/components/forms/field";
import { useT } from "~/components/layout/use-t";
import type { SantaFailure } from "~/lib/forms/santa";
import type { SantaGroupView, SantaOrganiserView } from "~/lib/views/santa";
import { valueOf } from "~/lib/forms/failure";
import { failureFor } from "./member-forms";

const SELECT_CLASS = INPUT_CLASS;

interface OrganiserSectionProps {
  group: SantaGroupView;
  organiser: SantaOrganiserView;
  failure: SantaFailure | null;
}

/** The organiser's part of the group page: the invite link, exclusions and the draw. It never shows pairs. */
export function OrganiserPanel({ group, organiser, origin, failure }: OrganiserSectionProps & { origin: string }) {
  return (
    <>
      {organiser.leftAfterDraw ? <DepartureSection organiser={organiser} failure={failureFor(failure, "reassign")} /> : null}
      <InviteSection organiser={organiser} origin={origin} failure={failureFor(failure, "revoke")} />
      <ExclusionsSection organiser={organiser} failure={failureFor(failure, "add-exclusion") ?? failureFor(failure, "remove-exclusion")} />
      <DrawSection group={group} organiser={organiser} failure={failureFor(failure, "draw")} />
    </>
  );
}

function InviteSection({ organiser, origin, failure }: { organiser: SantaOrganiserView; origin: string; failure: SantaFailure | null }) {
  const link = `${origin}${organiser.invitePath}`;
  const t = useT();
  return (
    <section aria-labelledby="santa-invite-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="santa-invite-title" className="text-lg font-bold">
        {t("Invite link")}
      </h2>
      <label htmlFor="santa-invite-link" className="mt-2 block text-sm font-semibold">
        {t("Share this link with everyone taking part")}
      </label>
      <input id="santa-invite-link" readOnly value={link} className={`${INPUT_CLASS} font-mono text-sm`} />
      <Form method="post" className="mt-3">
        <FormAlert>{failure?.formError}</FormAlert>
        <p className="text-xs text-ink-muted">{t("Shared it with the wrong people? A new link stops every earlier one from working.")}</p>
        <SubmitButton name="intent" value="revoke" className="btn-danger mt-2">
          {t("Make a new link")}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** Members deleted their account after the draw: close the gaps, or draw again below. */
function DepartureSection({ organiser, failure }: { organiser: SantaOrganiserView; failure: SantaFailure | null }) {
  const n = organiser.leftAfterDraw;
  const t = useT();
  return (
    <section aria-labelledby="santa-departure-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="santa-departure-title" className="text-lg font-bold">
        {n === 1 ? t("A santa has nobody to buy for") : t("{count} santas have nobody to buy for", { count: n })}
      </h2>
      <p className="mt-1 text-sm">
        {n === 1
          ? t(
              "Since the draw, a member has deleted their account. Reassign to give their santa the person they were buying for: nobody else's recipient changes unless an exclusion or a pair of mutual santas makes it necessary, and anyone whose recipient changes is told. Or draw again below.",
            )
          : t(
              "Since the draw, members have deleted their account. Reassign to give each of their santas the person they were buying for: nobody else's recipient changes unless an exclusion or a pair of mutual santas makes it necessary, and anyone whose recipient changes is told. Or draw again below.",
            )}
      </p>
      <Form method="post" className="mt-3">
        <FormAlert>{failure?.formError}</FormAlert>
        <SubmitButton name="intent" value="reassign" className="btn-primary">
          {t("Reassign")}
        </SubmitButton>
      </Form>
    </section>
  );
}

function ExclusionsSection({ organiser, failure }: Omit<OrganiserSectionProps, "group">) {
  const t = useT();
  return (
    <section aria-labelledby="santa-exclusions-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="santa-exclusions-title" className="text-lg font-bold">
        {t("Exclusions")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t(
          "Keep couples apart, or stop last year's pairs from repeating. Everyone must keep at least two people they might draw, so add exclusions once everyone has joined. Each member sees the exclusions that keep them from drawing someone.",
        )}
      </p>
      {organiser.exclusions.length ? (
        <ul className="mt-3 space-y-2">
          {organiser.exclusions.map((e) => (
            <li key={`${e.giver}-${e.receiver}`} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>{t("{giver} will not draw {receiver}", { giver: e.giverName, receiver: e.receiverName })}</span>
              <Form method="post">
                <input type="hidden" name="giver" value={e.giver} />
                <input type="hidden" name="receiver" value={e.receiver} />
                <SubmitButton
                  name="intent"
                  value="remove-exclusion"
                  className="btn-secondary min-h-9 text-sm"
                  aria-label={t("Remove: {giver} will not draw {receiver}", { giver: e.giverName, receiver: e.receiverName })}
                >
                  {t("Remove")}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {organiser.members.length >= 2 ? (
        // A refused pair comes back chosen, so the organiser sees what was refused; the key re-reads the choices.
        <Form key={JSON.stringify(failure?.values ?? null)} method="post" className="mt-4 space-y-3">
          <FormAlert>{failure?.formError ?? failure?.fieldErrors?.receiver?.[0]}</FormAlert>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="santa-excl-giver" className="text-sm font-semibold">
                {t("Member")}
              </label>
              <select id="santa-excl-giver" name="giver" className={SELECT_CLASS} required defaultValue={valueOf(failure, "giver")}>
                {organiser.members.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.displayName}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="santa-excl-receiver" className="text-sm font-semibold">
                {t("must not draw")}
              </label>
              <select
                id="santa-excl-receiver"
                name="receiver"
                className={SELECT_CLASS}
                required
                defaultValue={valueOf(failure, "receiver") ?? organiser.members[1]?.id}
              >
                {organiser.members.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.displayName}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className="text-sm">
            <legend className="font-semibold">{t("Which way?")}</legend>
            <label className="mr-4 inline-flex items-center gap-2">
              <input type="radio" name="kind" value="couple" defaultChecked={valueOf(failure, "kind") !== "one-way"} />{" "}
              {t("Both ways (a couple)")}
            </label>
            <label className="inline-flex items-center gap-2">
              <input type="radio" name="kind" value="one-way" defaultChecked={valueOf(failure, "kind") === "one-way"} />{" "}
              {t("One way (last year's pair)")}
            </label>
          </fieldset>
          <SubmitButton name="intent" value="add-exclusion" className="btn-secondary">
            {t("Add exclusion")}
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}

function DrawSection({ group, organiser, failure }: OrganiserSectionProps) {
  const t = useT();
  return (
    <section aria-labelledby="santa-draw-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="santa-draw-title" className="text-lg font-bold">
        {group.drawn ? t("Draw again") : t("Draw names")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t("Everyone gets one person to buy for, never themselves, with your exclusions kept. Nobody, you included, can see the pairs.")}
      </p>
      {organiser.drawProblem ? (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm font-semibold">
          {t("No draw is possible yet: {reason}", { reason: organiser.drawProblem })}
        </p>
      ) : (
        <Form method="post" className="mt-3 space-y-3">
          <FormAlert>{failure?.formError}</FormAlert>
          {organiser.revealed ? (
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="confirmRedraw" value="yes" required className="mt-1" />
              <span>
                {t("Members have already seen who they are buying for. Draw again anyway: everyone gets a new recipient and is told.")}
              </span>
            </label>
          ) : null}
          <SubmitButton name="intent" value="draw" className="btn-primary">
            {group.drawn ? t("Draw again") : t("Draw names")}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
