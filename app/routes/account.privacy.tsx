import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PrivacyContent } from "~/components/info/privacy-content";
import { requestContext } from "~/services/platform/request-context.server";

/**
 * /account/privacy (the privacy deep link, docs/product/routes.md#account): the privacy policy inside the
 * account, next to the data it is about. Anyone can read the same policy at /privacy.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requestContext({ request, context }).requireUser();
  return null;
}

export default function AccountPrivacy() {
  return (
    <div className="rounded-xl bg-white p-4">
      <h1 className="text-2xl font-bold">Privacy</h1>
      <p className="mt-2 text-ink-muted">
        What we store about you and what we never store. Your{" "}
        <Link to="/account/addresses" className="font-semibold text-leaf-800 underline">
          addresses
        </Link>{" "}
        and{" "}
        <Link to="/account/orders" className="font-semibold text-leaf-800 underline">
          orders
        </Link>{" "}
        are in your account.
      </p>
      <PrivacyContent />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Privacy | Nukkad" }, { name: "robots", content: "noindex" }];
