import { Form, Link } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormAlert } from "~/components/forms/form-alert";
import { useLocale, useT } from "~/components/layout/use-t";
import { formatDate } from "~/lib/i18n/dates";
import type { SantaFailure } from "~/lib/forms/santa";
import type { SantaGroupView, SantaInviteView } from "~/lib/views/santa";
import { GroupFacts, useWhenAndBudget } from "./group-facts";
import { failureFor, GiftAddressForm, JoinForm, WishlistForm } from "./member-forms";
import { OrganiserPanel } from "./organiser-panel";

function BackLink() {
  const t = useT();
  return (
    <p className="text-sm">
      <Link to="/secret-santa" className="font-semibold text-leaf-800 underline">
        <span aria-hidden="true">← </span>
        {t("Your groups")}
      </Link>
    </p>
  );
}

/**
 * The join page a valid invite link opens: what the group is, and the name to join with; logged out
 * (`loginHref`), the same facts and a login that comes back here.
 */
export function InvitePage({
  invite,
  token,
  failure,
  loginHref,
}: {
  invite: SantaInviteView;
  token: string;
  failure: SantaFailure | null;
  loginHref: string | null;
}) {
  const t = useT();
  const whenAndBudget = useWhenAndBudget();
  return (
    <section aria-labelledby="santa-join-title" className="rounded-xl bg-white p-4 md:p-6">
      {loginHref ? null : <BackLink />}
      <h1 id="santa-join-title" className="mt-2 text-2xl font-bold">
        {t("Join “{name}”", { name: invite.name })}
      </h1>
      <p className="mt-1 text-sm">{t("{name} invited you to a secret santa.", { name: invite.organiserName })}</p>
      <p className="mt-1 text-sm text-ink-muted">
        {whenAndBudget(invite)} · {t("{count} joined", { count: invite.memberCount })}
      </p>
      {invite.drawn ? (
        <FormAlert className="mt-3">
          {t("Names have already been drawn in this group. Ask the organiser to add you and draw again.")}
        </FormAlert>
      ) : invite.full ? (
        <FormAlert className="mt-3">{t("This group is full.")}</FormAlert>
      ) : loginHref ? (
        <>
          <p className="mt-4 text-sm">{t("Log in with your phone number to join and add your wishlist.")}</p>
          <Link
            to={loginHref}
            className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-leaf-600 px-5 font-bold text-white hover:bg-leaf-700"
          >
            {t("Log in to join")}
          </Link>
        </>
      ) : (
        <JoinForm failure={failure} invite={token} />
      )}
    </section>
  );
}

/** A member's group page; the organiser also gets the invite link, exclusions and the draw. */
export function GroupPage({ group, origin, failure }: { group: SantaGroupView; origin: string; failure: SantaFailure | null }) {
  const t = useT();
  const locale = useLocale();
  const stamp = (at: string) => formatDate(at, locale, "dateTime");
  return (
    <>
      <section aria-labelledby="santa-group-title" className="rounded-xl bg-white p-4 md:p-6">
        <BackLink />
        <h1 id="santa-group-title" className="mt-2 text-2xl font-bold">
          {group.name}
        </h1>
        <GroupFacts group={group} />
        <p className="mt-1 text-sm text-ink-muted">{t("Organised by {name}", { name: group.organiserName })}</p>
        {group.organiser?.tookOver ? (
          <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm font-semibold">
            {t(
              "The organiser deleted their account, so you are now the organiser: you can set exclusions, draw names and make a new invite link.",
            )}
          </p>
        ) : null}
        {group.redrawnAt ? (
          <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm font-semibold">
            {t("The organiser drew names again on {when}; your recipient has changed.", { when: stamp(group.redrawnAt) })}
          </p>
        ) : null}
        {group.me.reassignedAt && !group.me.nobodyToBuyFor ? (
          <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm font-semibold">
            {t("A member left the group, so your recipient changed on {when}.", { when: stamp(group.me.reassignedAt) })}
          </p>
        ) : null}
        {group.giftNotice ? (
          <p role="status" className="mt-3 rounded-lg bg-leaf-50 p-3 text-sm font-semibold text-leaf-800">
            {group.giftNotice === "delivered"
              ? t("A gift from your secret santa has been delivered!")
              : t("A gift from your secret santa is on its way.")}
          </p>
        ) : null}
        {group.me.nobodyToBuyFor ? (
          <RecipientLeft groupId={group.id} failure={failureFor(failure, "reassign")} />
        ) : group.drawn ? (
          <Link to={`/secret-santa/reveal/${group.id}`} className="btn-primary mt-4">
            {t("See who you are buying for")}
          </Link>
        ) : (
          <p className="mt-3 text-sm">{t("Names have not been drawn yet.")}</p>
        )}
      </section>
      <section aria-labelledby="santa-members-title" className="rounded-xl bg-white p-4 md:p-6">
        <h2 id="santa-members-title" className="text-lg font-bold">
          {t("Members ({count})", { count: group.memberCount })}
        </h2>
        <ul className="mt-2 space-y-1 text-sm">
          {group.members.map((m, i) => (
            // Members carry no id on a member's page; names are unique in a group, but not "Deleted account".
            <li key={i}>
              <span className="font-semibold">{m.displayName}</span>
              {m.isMe ? ` ${t("(you)")}` : ""}
              {m.isOrganiser ? ` · ${t("organiser")}` : ""}
              {m.left ? (
                <span className="text-ink-muted"> · {t("no longer taking part")}</span>
              ) : (
                <span className="text-ink-muted">
                  {" "}
                  · {m.wishlistCount ? t("{count} wishlist ideas", { count: m.wishlistCount }) : t("no wishlist yet")}
                </span>
              )}
            </li>
          ))}
        </ul>
        {group.me.exclusions.length ? (
          <>
            <h3 className="mt-4 font-semibold">{t("Your exclusions")}</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {group.me.exclusions.map((e) => (
                <li key={e.name}>
                  {e.bothWays
                    ? t("You and {name} will not draw each other.", { name: e.name })
                    : t("You will not draw {name}.", { name: e.name })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <WishlistForm group={group} failure={failure} />
      <GiftAddressForm group={group} failure={failure} />
      {group.organiser ? <OrganiserPanel group={group} organiser={group.organiser} origin={origin} failure={failure} /> : null}
    </>
  );
}

/**
 * The santa whose recipient deleted their account: told so instead of "You are buying for Deleted account",
 * and offered a new recipient (docs/rules.md#secret-santa). Also on the reveal page.
 */
export function RecipientLeft({ groupId, failure }: { groupId: number; failure: SantaFailure | null }) {
  const t = useT();
  return (
    <div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm">
      <p role="status" className="font-semibold">
        {t("The person you were buying for has deleted their account, so there is nobody to buy for yet.")}
      </p>
      <p className="mt-1">
        {t(
          "Get a new recipient now: you take over the person they were buying for, and nobody else's recipient changes unless it has to. Or ask the organiser to draw again.",
        )}
      </p>
      <Form method="post" action={`/secret-santa/${groupId}`} className="mt-3">
        <FormAlert>{failure?.formError}</FormAlert>
        <SubmitButton name="intent" value="reassign" className="btn-primary">
          {t("Get a new recipient")}
        </SubmitButton>
      </Form>
    </div>
  );
}
