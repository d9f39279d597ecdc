import { memo, useCallback, useState, type KeyboardEvent } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading, Link } from 'react-aria-components';
import { COMPANY_NAME, PORTAL_NAME } from '../domain/portal';
import type { MenuGroup } from '../domain/routes';
import type { MenuSection } from '../domain/routing';
import { Icon } from '../ui/Icon/Icon';
import * as css from './Sidebar.css';

export interface SidebarProps {
  sections: MenuSection[];
  /** The menu entry to highlight (lower case), from activeMenuHref. */
  activeHref: string | null;
  /** Called when an entry is chosen, so a drawer can close. */
  onNavigate?: () => void;
}

/** Arrow keys move between the menu's links and group buttons, Home and End to the ends. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  // Links inside a closed group are in the DOM (hidden="until-found"): skip them.
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button[slot="trigger"]')].filter(
    (el) => !el.closest('[hidden]'),
  );
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : index + (event.key === 'ArrowDown' ? 1 : -1);
  const target = items[Math.max(0, Math.min(items.length - 1, next))];
  if (target) {
    event.preventDefault();
    target.focus();
  }
}

/** The left menu: the route table's entries the user may open, in groups. */
export function Sidebar({ sections, activeHref, onNavigate }: SidebarProps) {
  const current = sections.find((s) => s.items.some((i) => i.href.toLowerCase() === activeHref))?.group;
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(['Home', ...(current ? [current] : [])]));
  // A navigation into another group opens it (state adjusted during render, not in an effect).
  const [shownCurrent, setShownCurrent] = useState(current);
  if (current !== shownCurrent) {
    setShownCurrent(current);
    if (current && !expanded.has(current)) setExpanded(new Set([...expanded, current]));
  }
  const toggle = useCallback(
    (group: MenuGroup, isExpanded: boolean) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (isExpanded) next.add(group);
        else next.delete(group);
        return next;
      }),
    [],
  );
  return (
    <nav aria-label="Main menu" className={css.nav} onKeyDown={moveFocus}>
      <div className={css.brand}>
        <span className={css.brandName}>{PORTAL_NAME}</span>
        <span className={css.brandCompany}>{COMPANY_NAME}</span>
      </div>
      {sections.map((section) => (
        <SidebarGroup
          key={section.group}
          section={section}
          isExpanded={expanded.has(section.group)}
          onToggle={toggle}
          activeHref={section.group === current ? activeHref : null}
          onNavigate={onNavigate}
        />
      ))}
    </nav>
  );
}

interface SidebarGroupProps {
  section: MenuSection;
  isExpanded: boolean;
  onToggle: (group: MenuGroup, isExpanded: boolean) => void;
  /** Only the group holding the current entry gets it, so a navigation re-renders one or two groups. */
  activeHref: string | null;
  onNavigate?: () => void;
}

const SidebarGroup = memo(function SidebarGroup({ section, isExpanded, onToggle, activeHref, onNavigate }: SidebarGroupProps) {
  return (
    <Disclosure isExpanded={isExpanded} onExpandedChange={(expanded) => onToggle(section.group, expanded)}>
      <Heading level={2} style={{ margin: 0 }}>
        <Button slot="trigger" className={css.groupTrigger}>
          {section.group}
          <span className={css.chevron}>
            <Icon name="chevron-right" size="small" />
          </span>
        </Button>
      </Heading>
      <DisclosurePanel>
        <ul className={css.list}>
          {section.items.map((item) => (
            <SidebarLink
              key={item.href}
              href={item.href}
              label={item.label}
              isCurrent={item.href.toLowerCase() === activeHref}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
});

interface SidebarLinkProps {
  href: string;
  label: string;
  isCurrent: boolean;
  onNavigate: (() => void) | undefined;
}

/** One entry; memoised, so a navigation re-renders only the entries whose highlight changes. */
const SidebarLink = memo(function SidebarLink({ href, label, isCurrent, onNavigate }: SidebarLinkProps) {
  return (
    <li>
      <Link href={href} className={css.link} aria-current={isCurrent ? 'page' : undefined} onPress={onNavigate}>
        {label}
      </Link>
    </li>
  );
});
