import { Trans } from '@lingui/react/macro';
import { Monitor, Server } from 'lucide-react';
import { placesOf } from './message-place';

/**
 * Where a message appears, from its catalog's source references: each screen once (a link where it has an
 * address of its own), with the file and line developers find it at.
 */
export function MessagePlaces({ references }: { references: readonly string[] }) {
  const places = placesOf(references);
  if (places.length === 0) return null;
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-medium">
        <Trans>Where it appears</Trans>
      </h3>
      <ul className="grid gap-1.5 text-sm">
        {places.map((place) => (
          <li key={place.reference} className="flex min-w-0 items-start gap-2">
            {place.server ? (
              <Server aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            ) : (
              <Monitor aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            )}
            <span className="grid min-w-0">
              {place.link ? (
                <a
                  href={place.link}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {place.screen}
                </a>
              ) : (
                <span className="font-medium break-words">{place.screen}</span>
              )}
              <span className="font-mono text-xs break-all text-muted-foreground">{place.reference}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
