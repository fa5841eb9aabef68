import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar, AvatarFallback, AvatarImage, getInitials } from '@/components/ui/avatar';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** Spec section 9: a user card lists at most this many skills and counts the rest. */
export const USER_CARD_MAX_SKILLS = 3;

export type UserStatus = 'online' | 'away' | 'busy' | 'offline';

const statuses = {
  online: { label: msg`Online`, dot: 'bg-success' },
  away: { label: msg`Away`, dot: 'bg-warning' },
  busy: { label: msg`Busy`, dot: 'bg-destructive' },
  offline: { label: msg`Offline`, dot: 'bg-muted-foreground' },
};

/** The user card fields of spec section 3. */
export type UserCardProps = {
  name: string;
  avatar?: string;
  status?: UserStatus;
  badge?: ReactNode;
  badgeType?: BadgeVariant;
  verified?: boolean;
  title?: ReactNode;
  department?: ReactNode;
  email?: string;
  phone?: string;
  stats?: { label: ReactNode; value: ReactNode }[];
  skills?: string[];
  className?: string;
};

const linkClass =
  'inline-flex min-w-0 items-center gap-2 rounded-sm outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring [&>svg]:size-4 [&>svg]:shrink-0';

/** A person at a glance: who they are, how to reach them, a few figures and skills. */
export function UserCard({
  name,
  avatar,
  status,
  badge,
  badgeType = 'secondary',
  verified = false,
  title,
  department,
  email,
  phone,
  stats = [],
  skills = [],
  className,
}: UserCardProps) {
  const { t } = useLingui();
  const shownSkills = skills.slice(0, USER_CARD_MAX_SKILLS);
  const hiddenSkills = skills.length - shownSkills.length;

  return (
    <Card data-slot="user-card" className={cn('gap-5', className)}>
      <div className="flex items-start gap-4">
        <Avatar size="lg">
          {avatar ? <AvatarImage src={avatar} alt="" /> : null}
          <AvatarFallback aria-hidden="true">{getInitials(name)}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="truncate font-semibold">{name}</p>
            {verified ? (
              <BadgeCheck className="size-4 text-info" aria-label={t`Verified`} role="img" />
            ) : null}
            {badge ? <Badge variant={badgeType}>{badge}</Badge> : null}
          </div>
          {title || department ? (
            <p className="text-sm text-muted-foreground">
              {title}
              {title && department ? ' · ' : null}
              {department}
            </p>
          ) : null}
          {status ? (
            <p
              data-slot="user-card-status"
              className="flex items-center gap-1.5 text-xs text-muted-foreground"
            >
              <span aria-hidden="true" className={cn('size-2 rounded-full', statuses[status].dot)} />
              {t(statuses[status].label)}
            </p>
          ) : null}
        </div>
      </div>

      {email || phone ? (
        <div className="grid gap-1.5 text-sm text-muted-foreground">
          {email ? (
            <a href={`mailto:${email}`} className={linkClass}>
              <Mail />
              <span className="truncate">{email}</span>
            </a>
          ) : null}
          {phone ? (
            <a href={`tel:${phone.replace(/\s+/g, '')}`} className={linkClass}>
              <Phone />
              <span>{phone}</span>
            </a>
          ) : null}
        </div>
      ) : null}

      {stats.length > 0 ? (
        <dl className="grid grid-cols-[repeat(auto-fit,minmax(5rem,1fr))] gap-3 border-t pt-4 text-center">
          {stats.map((stat, index) => (
            <div key={index} className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{stat.label}</dt>
              <dd className="font-semibold tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {skills.length > 0 ? (
        <ul data-slot="user-card-skills" className="flex flex-wrap gap-1.5">
          {shownSkills.map((skill, index) => (
            <li key={index}>
              <Badge variant="secondary">{skill}</Badge>
            </li>
          ))}
          {hiddenSkills > 0 ? (
            <li>
              <Badge variant="outline">
                <span aria-hidden="true">+{hiddenSkills}</span>
                <span className="sr-only">
                  <Plural value={hiddenSkills} one="# more skill" other="# more skills" />
                </span>
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
    </Card>
  );
}
