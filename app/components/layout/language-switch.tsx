import { useLocale } from "./use-t";

/**
 * "हिन्दी" on an English page, "English" on a Hindi one (docs/decisions/055-hindi.md): a plain form post to
 * /language, which works without JavaScript and answers with the same page (from the post's Referer) in the
 * other language, loaded whole, since every word of it changes. Its text is in the language it switches to,
 * marked with `lang`, as a shopper looking for it reads it.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const hindi = useLocale() === "hi";
  return (
    <form method="post" action="/language" className={className}>
      <button
        name="locale"
        value={hindi ? "en" : "hi"}
        lang={hindi ? "en-IN" : "hi-IN"}
        className="flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-bold hover:bg-gray-100"
      >
        {hindi ? "English" : "हिन्दी"}
      </button>
    </form>
  );
}
