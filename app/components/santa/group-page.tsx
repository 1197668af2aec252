import { Link } from "@remix-run/react";
import { FormAlert } from "~/components/forms/form-alert";
import { formatPaise } from "~/lib/money";
import type { SantaFailure } from "~/lib/forms/santa";
import type { SantaGroupView, SantaInviteView } from "~/lib/views/santa";
import { formatEventDate, GroupFacts } from "./group-facts";
import { GiftAddressForm, JoinForm, WishlistForm } from "./member-forms";
import { OrganiserPanel } from "./organiser-panel";

const stamp = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

function BackLink() {
  return (
    <p className="text-sm">
      <Link to="/secret-santa" className="font-semibold text-leaf-800 underline">
        <span aria-hidden="true">← </span>Your groups
      </Link>
    </p>
  );
}

/** The join page a valid invite link opens: what the group is, and the name to join with. */
export function InvitePage({ invite, token, failure }: { invite: SantaInviteView; token: string; failure: SantaFailure | null }) {
  return (
    <section aria-labelledby="santa-join-title" className="rounded-xl bg-white p-4 md:p-6">
      <BackLink />
      <h1 id="santa-join-title" className="mt-2 text-2xl font-bold">
        Join “{invite.name}”
      </h1>
      <p className="mt-1 text-sm">{invite.organiserName} invited you to a secret santa.</p>
      <p className="mt-1 text-sm text-ink-muted">
        {formatEventDate(invite.eventDate)} at {invite.eventTime} · Budget {formatPaise(invite.budgetPaise)} · {invite.memberCount} joined
      </p>
      {invite.drawn ? (
        <FormAlert className="mt-3">Names have already been drawn in this group. Ask the organiser to add you and draw again.</FormAlert>
      ) : invite.full ? (
        <FormAlert className="mt-3">This group is full.</FormAlert>
      ) : (
        <JoinForm failure={failure} invite={token} />
      )}
    </section>
  );
}

/** A member's group page; the organiser also gets the invite link, exclusions and the draw. */
export function GroupPage({ group, origin, failure }: { group: SantaGroupView; origin: string; failure: SantaFailure | null }) {
  return (
    <>
      <section aria-labelledby="santa-group-title" className="rounded-xl bg-white p-4 md:p-6">
        <BackLink />
        <h1 id="santa-group-title" className="mt-2 text-2xl font-bold">
          {group.name}
        </h1>
        <GroupFacts group={group} />
        <p className="mt-1 text-sm text-ink-muted">Organised by {group.organiserName}</p>
        {group.redrawnAt ? (
          <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm font-semibold">
            The organiser drew names again on {stamp.format(new Date(group.redrawnAt))}; your recipient has changed.
          </p>
        ) : null}
        {group.giftNotice ? (
          <p role="status" className="mt-3 rounded-lg bg-leaf-50 p-3 text-sm font-semibold text-leaf-800">
            {group.giftNotice === "delivered"
              ? "A gift from your secret santa has been delivered!"
              : "A gift from your secret santa is on its way."}
          </p>
        ) : null}
        {group.drawn ? (
          <Link to={`/secret-santa/reveal/${group.id}`} className="btn-primary mt-4">
            See who you are buying for
          </Link>
        ) : (
          <p className="mt-3 text-sm">Names have not been drawn yet.</p>
        )}
      </section>
      <section aria-labelledby="santa-members-title" className="rounded-xl bg-white p-4 md:p-6">
        <h2 id="santa-members-title" className="text-lg font-bold">
          Members ({group.members.length})
        </h2>
        <ul className="mt-2 space-y-1 text-sm">
          {group.members.map((m) => (
            <li key={m.id}>
              <span className="font-semibold">{m.displayName}</span>
              {m.isMe ? " (you)" : ""}
              {m.isOrganiser ? " · organiser" : ""}
              <span className="text-ink-muted"> · {m.wishlistCount ? `${m.wishlistCount} wishlist ideas` : "no wishlist yet"}</span>
            </li>
          ))}
        </ul>
      </section>
      <WishlistForm group={group} failure={failure} />
      <GiftAddressForm group={group} failure={failure} />
      {group.organiser ? <OrganiserPanel group={group} organiser={group.organiser} origin={origin} failure={failure} /> : null}
    </>
  );
}
