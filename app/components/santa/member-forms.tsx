import { Form } from "@remix-run/react";
import { useId } from "react";
import { ErrorList } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { PageLink } from "~/components/layout/page-links";
import { useT } from "~/components/layout/use-t";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { fieldAttributes } from "~/lib/forms/definition";
import { errorsOf, valueOf } from "~/lib/forms/failure";
import { SANTA_JOIN_FORM, WISHLIST_ITEM_MAX, WISHLIST_MAX_ITEMS, type SantaFailure } from "~/lib/forms/santa";
import type { SantaGroupView } from "~/lib/views/santa";

/** The failure, when it belongs to this form. */
export function failureFor(failure: SantaFailure | null, intent: SantaFailure["intent"]): SantaFailure | null {
  return failure?.intent === intent ? failure : null;
}

export function JoinForm({ failure, invite }: { failure: SantaFailure | null; invite: string }) {
  const mine = failureFor(failure, "join");
  const t = useT();
  return (
    <Form method="post" className="mt-4 space-y-3">
      <input type="hidden" name="invite" value={invite} />
      <FormAlert>{mine?.formError}</FormAlert>
      <Field
        label={t("Your name in this group")}
        constraints={fieldAttributes(SANTA_JOIN_FORM, "displayName")}
        errors={errorsOf(mine, "displayName")}
        defaultValue={valueOf(mine, "displayName")}
        hint={t("Your santa sees this name, not your phone number.")}
      />
      <SubmitButton name="intent" value="join" className="btn-primary w-full">
        {t("Join the group")}
      </SubmitButton>
    </Form>
  );
}

export function WishlistForm({ group, failure }: { group: SantaGroupView; failure: SantaFailure | null }) {
  const mine = failureFor(failure, "wishlist");
  const id = useId();
  const errors = errorsOf(mine, "wishlist");
  const t = useT();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-4 md:p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t("Your wishlist")}
      </h2>
      <Form method="post" className="mt-2 space-y-2">
        <FormAlert>{mine?.formError}</FormAlert>
        <label htmlFor={`${id}-list`} className="text-sm font-semibold">
          {t("Gift ideas, one a line")}
        </label>
        <textarea
          id={`${id}-list`}
          name="wishlist"
          rows={4}
          maxLength={WISHLIST_MAX_ITEMS * (WISHLIST_ITEM_MAX + 1)}
          defaultValue={valueOf(mine, "wishlist") ?? group.me.wishlist.join("\n")}
          aria-invalid={errors ? true : undefined}
          aria-describedby={`${id}-hint${errors ? ` ${id}-error` : ""}`}
          className="mt-1 w-full rounded-lg border border-gray-300 p-3 text-base"
        />
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {t("Up to {count} ideas. Only your santa sees them.", { count: WISHLIST_MAX_ITEMS })}
        </p>
        <ErrorList id={`${id}-error`} errors={errors} />
        <SubmitButton name="intent" value="wishlist" className="btn-secondary">
          {t("Save wishlist")}
        </SubmitButton>
      </Form>
    </section>
  );
}

export function GiftAddressForm({ group, failure }: { group: SantaGroupView; failure: SantaFailure | null }) {
  const mine = failureFor(failure, "gift-address");
  const id = useId();
  const chosen = group.me.giftAddressId;
  const t = useT();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-4 md:p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t("Where should your gift be delivered?")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("Your santa can send a gift from the store here without ever seeing the address.")}</p>
      {group.addresses.length ? (
        <Form method="post" className="mt-3 space-y-2">
          <FormAlert>{mine?.formError}</FormAlert>
          <fieldset>
            <legend className="sr-only">{t("Delivery address for your gift")}</legend>
            <ul className="space-y-2">
              {group.addresses.map((a) => (
                <li key={a.id}>
                  <label className="flex gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-leaf-600">
                    <input type="radio" name="addressId" value={a.id} defaultChecked={a.id === chosen} disabled={!a.serviceable} />
                    <span>
                      <span className="block font-bold">{a.label}</span>
                      <span className="block text-ink-muted">{a.oneLine}</span>
                      {a.serviceable ? null : <span className="block font-semibold text-red-700">{t("We don't deliver here yet")}</span>}
                    </span>
                  </label>
                </li>
              ))}
              <li>
                <label className="flex gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-leaf-600">
                  <input type="radio" name="addressId" value="none" defaultChecked={chosen === null} />
                  <span className="font-bold">{t("No gift deliveries")}</span>
                </label>
              </li>
            </ul>
          </fieldset>
          <SubmitButton name="intent" value="gift-address" className="btn-secondary">
            {t("Save delivery address")}
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-2 text-sm">
          <PageLink
            to={`/account/addresses/new?redirectTo=${encodeURIComponent(`/secret-santa/${group.id}`)}`}
            className="font-semibold text-leaf-800 underline"
          >
            {t("Add an address")}
          </PageLink>{" "}
          {t("to receive your gift from the store.")}
        </p>
      )}
    </section>
  );
}
