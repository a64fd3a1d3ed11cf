import { Fragment } from "react";

/**
 * An e-mail address in a narrow table column: it may break after the "@" and after each dot of
 * the domain (`<wbr>`, so the text and a copy of it are unchanged) before the column's
 * `wrap-anywhere` has to cut inside a word.
 */
export function EmailAddress({ value }: { value: string }) {
  const at = value.lastIndexOf("@");
  if (at < 0) return <>{value}</>;
  const labels = value.slice(at + 1).split(".");
  return (
    <>
      {value.slice(0, at + 1)}
      {labels.map((label, i) => (
        // The labels of one address never change order.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          <wbr />
          {i < labels.length - 1 ? `${label}.` : label}
        </Fragment>
      ))}
    </>
  );
}
