import { useLingui } from '@lingui/react/macro';
import { Slot } from 'radix-ui';
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import {
  findActiveItem,
  type SidebarLinkRenderer,
  type SidebarNavGroup,
  type SidebarNavItem,
} from './sidebar-nav-items';

// A plain anchor keeps the sidebar free of router context; the app passes a router link instead.
const renderAnchor: SidebarLinkRenderer = ({ to, children }) => <a href={to}>{children}</a>;

export type SidebarNavProps = {
  groups: readonly SidebarNavGroup[];
  /** The current pathname; the link it belongs to is marked with `aria-current="page"`. */
  currentPath: string;
  renderLink?: SidebarLinkRenderer;
  /** Icons only: each label moves into a tooltip and stays the link's accessible name. */
  collapsed?: boolean;
  /** Called after a link is followed, so the mobile sheet can close. */
  onNavigate?: () => void;
};

type TooltipKit = typeof import('@/components/ui/tooltip');

/**
 * The tooltips of the collapsed sidebar, loaded once it is collapsed: Radix Tooltip and its floating
 * positioning are a sixth of a signed-in page's JavaScript, and the sidebar shows expanded (labels
 * visible) unless the user collapsed it, on wide screens only. Until they arrive the links show without
 * tooltips, their labels still their accessible names; the link that had the focus then keeps it.
 */
function useCollapsedTooltips(collapsed: boolean, rootRef: RefObject<HTMLElement | null>) {
  const [kit, setKit] = useState<TooltipKit | null>(null);
  const refocusHref = useRef<string | null>(null);
  useEffect(() => {
    if (!collapsed || kit) return;
    let current = true;
    void import('@/components/ui/tooltip').then((loaded) => {
      if (!current) return;
      const focused = document.activeElement;
      refocusHref.current =
        focused instanceof HTMLElement && rootRef.current?.contains(focused)
          ? focused.getAttribute('href')
          : null;
      setKit(loaded);
    });
    return () => {
      current = false;
    };
  }, [collapsed, kit, rootRef]);
  // The links are new elements inside the tooltips' triggers.
  useLayoutEffect(() => {
    if (!kit || refocusHref.current === null) return;
    rootRef.current?.querySelector<HTMLElement>(`a[href="${CSS.escape(refocusHref.current)}"]`)?.focus();
    refocusHref.current = null;
  }, [kit, rootRef]);
  return kit;
}

type NavLinkProps = Omit<SidebarNavProps, 'groups' | 'currentPath'> & {
  item: SidebarNavItem;
  active: boolean;
  tooltips: TooltipKit | null;
};

function NavLink({
  item,
  active,
  collapsed = false,
  renderLink = renderAnchor,
  onNavigate,
  tooltips,
}: NavLinkProps) {
  const { i18n } = useLingui();
  const label = i18n._(item.label);
  const Icon = item.icon;
  const link = (
    <Slot.Root
      data-slot="sidebar-link"
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={cn(
        'relative flex h-10 items-center gap-3 rounded-md px-3 text-sm text-sidebar-foreground transition-colors outline-none hover:bg-sidebar-accent/70 focus-visible:ring-2 focus-visible:ring-ring',
        // The active link has a bar as well as a fill, so it never depends on colour alone.
        'data-[active]:bg-sidebar-accent data-[active]:font-medium data-[active]:text-sidebar-accent-foreground data-[active]:before:absolute data-[active]:before:inset-y-2 data-[active]:before:left-0 data-[active]:before:w-1 data-[active]:before:rounded-full data-[active]:before:bg-primary',
        collapsed && 'justify-center px-0',
      )}
    >
      {renderLink({
        to: item.to,
        children: (
          <>
            <Icon className="size-5 shrink-0" />
            <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate'}>{label}</span>
            {/* The space keeps the badge a separate word in the link's accessible name. */}
            {item.badge === undefined ? null : (
              <>
                {' '}
                <span
                  data-slot="sidebar-badge"
                  className={cn(
                    'rounded-full bg-primary px-1.5 text-xs leading-5 font-medium text-primary-foreground',
                    collapsed &&
                      'absolute top-0.5 right-3 min-w-4 px-1 text-center text-[0.625rem] leading-4',
                  )}
                >
                  {item.badge}
                </span>
              </>
            )}
          </>
        ),
      })}
    </Slot.Root>
  );
  if (!collapsed || !tooltips) return link;
  const { Tooltip, TooltipContent, TooltipTrigger } = tooltips;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

function NavGroup({
  group,
  activeItem,
  className,
  ...props
}: Omit<SidebarNavProps, 'groups' | 'currentPath'> & {
  tooltips: TooltipKit | null;
  group: SidebarNavGroup;
  activeItem: SidebarNavItem | undefined;
  className?: string;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <div className={cn('grid gap-1', className)}>
      {group.label ? (
        <h2
          id={headingId}
          className={cn(
            'px-3 pt-2 text-xs font-medium tracking-wide text-muted-foreground uppercase',
            props.collapsed && 'sr-only',
          )}
        >
          {i18n._(group.label)}
        </h2>
      ) : null}
      <ul aria-labelledby={group.label ? headingId : undefined} className="grid gap-1">
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink item={item} active={item === activeItem} {...props} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The sidebar's links in their groups, shared by the desktop sidebar and the mobile sheet. */
export function SidebarNav({ groups, currentPath, ...props }: SidebarNavProps) {
  const activeItem = findActiveItem(groups, currentPath);
  const rootRef = useRef<HTMLDivElement>(null);
  const tooltips = useCollapsedTooltips(props.collapsed ?? false, rootRef);
  const nav = (
    <div ref={rootRef} className="grid gap-4">
      {groups.map((group, index) => (
        <NavGroup
          key={index}
          group={group}
          activeItem={activeItem}
          tooltips={tooltips}
          // Without headings, a rule still shows where one group ends and the next begins.
          className={props.collapsed && index > 0 ? 'border-t border-sidebar-border pt-4' : undefined}
          {...props}
        />
      ))}
    </div>
  );
  return tooltips ? <tooltips.TooltipProvider>{nav}</tooltips.TooltipProvider> : nav;
}
