import { Fragment } from 'react';

/**
 * A host name or an email address that a narrow column breaks after a dot or before the `@` only
 * (`new-store.` | `example.com`, `owner` | `@example.com`), never inside a word; a single part longer
 * than the column still wraps (`break-words`) rather than widening the page.
 */
export function BreakableName({ name }: { name: string }) {
  const parts = name.split(/(?<=\.)|(?=@)/);
  return (
    <span className="break-words">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
