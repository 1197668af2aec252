import { Fragment } from "react";

/**
 * A translated sentence with the words in `[…]` shown bold (or as code): `t("Stay as [{ending}]", …)` keeps the
 * emphasis where each language's word order puts it (docs/decisions/055-hindi.md).
 */
export function MarkedText({ text, as: Tag = "strong", className }: { text: string; as?: "strong" | "code"; className?: string }) {
  return (
    <>
      {text.split(/\[([^\]]*)\]/).map((part, i) =>
        i % 2 ? (
          <Tag key={i} className={className}>
            {part}
          </Tag>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
