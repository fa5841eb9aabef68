import { Fragment } from 'react';
import { cn } from '@/lib/cn';

/**
 * A permission's name in code type, breakable after each dot only (`admin.mail-templates.` | `view`), so
 * a narrow column never cuts a word in two.
 */
export function PermissionName({ name, className }: { name: string; className?: string }) {
  const parts = name.split('.');
  return (
    <span className={cn('font-mono text-xs', className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </span>
  );
}
