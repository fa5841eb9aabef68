import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** Spec section 9: a hover dropdown opens 250 ms after the pointer arrives and closes 150 ms after it leaves. */
export const DROPDOWN_SHOW_TIMEOUT_MS = 250;
export const DROPDOWN_HIDE_TIMEOUT_MS = 150;

/** A dropdown entry as spec section 3 describes it. */
export type DropdownItem<TValue extends string = string> = {
  label?: ReactNode;
  /** What `onSelect` receives; an entry without one selects nothing (a submenu parent, say). */
  value?: TValue;
  icon?: ReactNode;
  description?: ReactNode;
  badge?: ReactNode;
  /** The keys shown at the end, such as "⌘K"; the app binds them itself. */
  shortcut?: string;
  disabled?: boolean;
  /** Draws a divider above the entry. */
  divided?: boolean;
  /** `group` makes `label` a heading over `children`; `danger` is for destructive actions. */
  type?: 'item' | 'divider' | 'group' | 'danger';
  /** The group's entries, or for an item the entries of its submenu. */
  children?: DropdownItem<TValue>[];
};

type Select<TValue extends string> = (value: TValue) => void;

function ItemContent({ item }: { item: DropdownItem }) {
  return (
    <>
      {item.icon}
      <span className="flex min-w-0 flex-1 flex-col">
        <span>{item.label}</span>
        {item.description ? <span className="text-xs text-muted-foreground">{item.description}</span> : null}
      </span>
      {item.badge === undefined ? null : <Badge variant="secondary">{item.badge}</Badge>}
      {item.shortcut ? <DropdownMenuShortcut>{item.shortcut}</DropdownMenuShortcut> : null}
    </>
  );
}

function GroupEntry<TValue extends string>({
  item,
  onSelect,
}: {
  item: DropdownItem<TValue>;
  onSelect: Select<TValue>;
}) {
  const labelId = useId();
  return (
    <DropdownMenuGroup aria-labelledby={item.label ? labelId : undefined}>
      {item.label ? (
        <DropdownMenuLabel id={labelId} className="text-xs text-muted-foreground">
          {item.label}
        </DropdownMenuLabel>
      ) : null}
      <Entries items={item.children ?? []} onSelect={onSelect} />
    </DropdownMenuGroup>
  );
}

function Entry<TValue extends string>({
  item,
  onSelect,
}: {
  item: DropdownItem<TValue>;
  onSelect: Select<TValue>;
}) {
  if (item.type === 'group') return <GroupEntry item={item} onSelect={onSelect} />;
  if (item.children?.length) {
    return (
      <DropdownMenuSub>
        <DropdownMenuSubTrigger disabled={item.disabled}>
          <ItemContent item={item} />
        </DropdownMenuSubTrigger>
        <DropdownMenuSubContent>
          <Entries items={item.children} onSelect={onSelect} />
        </DropdownMenuSubContent>
      </DropdownMenuSub>
    );
  }
  const { value } = item;
  return (
    <DropdownMenuItem
      variant={item.type === 'danger' ? 'destructive' : 'default'}
      disabled={item.disabled}
      onSelect={() => {
        if (value !== undefined) onSelect(value);
      }}
    >
      <ItemContent item={item} />
    </DropdownMenuItem>
  );
}

function Entries<TValue extends string>({
  items,
  onSelect,
}: {
  items: readonly DropdownItem<TValue>[];
  onSelect: Select<TValue>;
}) {
  return items.map((item, index) =>
    item.type === 'divider' ? (
      <DropdownMenuSeparator key={index} />
    ) : (
      <Fragment key={index}>
        {item.divided && index > 0 ? <DropdownMenuSeparator /> : null}
        <Entry item={item} onSelect={onSelect} />
      </Fragment>
    ),
  );
}

type DropdownProps<TValue extends string> = {
  items: readonly DropdownItem<TValue>[];
  onSelect?: (value: TValue) => void;
  /** The element that opens the menu, usually a `<Button>`; it gets the menu button's ARIA. */
  children: ReactElement;
  /** `hover` also opens the menu while the pointer rests on the trigger; click and keys always work. */
  trigger?: 'click' | 'hover';
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
};

/**
 * A menu built from a list of entries. Radix gives it the keyboard: arrows move, Enter and Space
 * select, Escape closes, and focus goes back to the trigger.
 */
export function Dropdown<TValue extends string>({
  items,
  onSelect,
  children,
  trigger = 'click',
  align = 'start',
  side,
  className,
}: DropdownProps<TValue>) {
  const [open, setOpen] = useState(false);
  const timerRef = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  function changeOpen(next: boolean) {
    window.clearTimeout(timerRef.current);
    setOpen(next);
  }

  // Touch has no hover: a tap goes through Radix's own click handling.
  function schedule(event: PointerEvent, next: boolean) {
    if (event.pointerType === 'touch') return;
    window.clearTimeout(timerRef.current);
    const delay = next ? DROPDOWN_SHOW_TIMEOUT_MS : DROPDOWN_HIDE_TIMEOUT_MS;
    timerRef.current = window.setTimeout(() => setOpen(next), delay);
  }

  const hover = trigger === 'hover';
  const showOnHover = hover ? (event: PointerEvent) => schedule(event, true) : undefined;
  const hideOnLeave = hover ? (event: PointerEvent) => schedule(event, false) : undefined;

  return (
    // A hover menu is not modal, so the pointer can travel back to the trigger without a blocked page.
    <DropdownMenu open={open} onOpenChange={changeOpen} modal={!hover}>
      <DropdownMenuTrigger asChild onPointerEnter={showOnHover} onPointerLeave={hideOnLeave}>
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align={align}
        side={side}
        className={className}
        onPointerEnter={hover ? () => window.clearTimeout(timerRef.current) : undefined}
        onPointerLeave={hideOnLeave}
      >
        <Entries items={items} onSelect={(value) => onSelect?.(value)} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
