import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dropdown, DropdownMenu, DropdownToggle } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useEffectInOwnTask } from '@/components/hooks/useEffectInOwnTask';
import { paths } from '@/config/paths';
import { roleGroup } from '@/domain/roles';
import {
  notificationPhrase,
  notificationTarget,
  relativeAge,
  unreadIds,
  type AppNotification,
} from '@/domain/notifications';
import { markNotificationsRead, stopWatchingNotifications, watchNotifications } from '../slice';
import { selectSessionUid } from '@/app/session';
import { selectNotifications, selectSessionRole, selectUnreadCount } from '../slice/selectors';
import './notificationBell.css';

function hrefOf(notification: AppNotification, organizer: boolean): string | null {
  const target = notificationTarget(notification);
  switch (target.kind) {
    case 'order':
      return paths.orderDetails.href(target.orderId);
    case 'event':
      return organizer
        ? paths.organizerEventDetails.href(target.eventId)
        : paths.eventDetails.href(target.eventId);
    case 'payments':
      return paths.payments.href();
    default:
      return null;
  }
}

// The top bar's outline bell (features/layout's Icon), drawn here since features do not share components.
function BellIcon() {
  return (
    <svg
      className="shell-icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}

/**
 * The top bar's notification menu: the account's newest notifications, live, with the unread count. Opening the
 * menu marks them read. It follows them for as long as the dashboard frame shows it, so signing out (which
 * leaves the frame) ends the subscription.
 */
export default function NotificationBell() {
  const { t, i18n } = useTranslation('notifications');
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectSessionUid);
  const role = useAppSelector(selectSessionRole);
  const items = useAppSelector(selectNotifications);
  const unread = useAppSelector(selectUnreadCount);
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  // Built when the panel first opens, not with the bell: building it loads ICU's relative-time data, 30-75 ms of
  // main thread at a phone's speed on every page's first load, for a panel most visits never open.
  const relative = useMemo(
    () => (open ? new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }) : null),
    [open, i18n.language],
  );
  const organizer = roleGroup(role) === 'organizer';

  // Started after the first screen's commit, in a task of its own.
  useEffectInOwnTask(() => {
    if (!uid) return undefined;
    dispatch(watchNotifications(uid));
    return () => {
      dispatch(stopWatchingNotifications());
    };
  }, [dispatch, uid]);

  // While open, newly arriving notifications are seen, so they are marked read too.
  useEffect(() => {
    if (!open) return;
    const ids = unreadIds(items);
    if (ids.length > 0) dispatch(markNotificationsRead(ids));
  }, [dispatch, items, open]);

  const toggle = () => {
    setNow(Date.now());
    setOpen((value) => !value);
  };
  const age = (at: number) => {
    const { value, unit } = relativeAge(at, now);
    return relative?.format(value, unit) ?? '';
  };
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');
  const bell = useRef<HTMLButtonElement>(null);
  // Keys in the panel are its own (reactstrap's menu keys would swallow Enter on its links), and Escape from
  // anywhere in it closes it and puts the focus back on the bell.
  const panelKeys = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key !== 'Escape') return;
    setOpen(false);
    bell.current?.focus();
  };

  // The panel is a small dialog of links, not a menu of menu items: Tab walks into it as the page's own order
  // (a11y off, since reactstrap's menu keys would look for menu items and trap the Tab key on the bell).
  return (
    <Dropdown isOpen={open} toggle={toggle} a11y={false} className="d-inline-block notification-bell">
      <DropdownToggle
        tag="button"
        type="button"
        innerRef={bell}
        className="header-item btn position-relative"
        aria-label={label}
        title={label}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="badge rounded-pill bg-danger notification-bell-badge" aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </DropdownToggle>
      <DropdownMenu
        end
        role="dialog"
        aria-label={t('title')}
        className="dropdown-menu-lg p-0 notification-bell-menu"
        onKeyDown={panelKeys}
      >
        <h6 className="dropdown-header-title m-0 p-3 border-bottom">{t('title')}</h6>
        {/* Filled while open only: the closed panel is hidden, and its ages would be stale when it opens. */}
        {open && items.length === 0 && <p className="text-muted text-center m-0 p-4">{t('empty')}</p>}
        {open && items.length > 0 && (
          <ul className="list-unstyled m-0 notification-bell-list" aria-label={t('title')}>
            {items.map((item) => {
              const href = hrefOf(item, organizer);
              // Worded in the reader's language from its kind; older records keep their stored English.
              const phrase = notificationPhrase(item);
              const body = (
                <>
                  <span className="d-block fw-semibold text-truncate">
                    {phrase ? t(phrase.titleKey, phrase.values) : item.title}
                  </span>
                  <span className="d-block small text-muted notification-bell-message">
                    {phrase ? t(phrase.messageKey, phrase.values) : item.message}
                  </span>
                  <time
                    className="d-block small text-muted"
                    dateTime={new Date(item.createdAt).toISOString()}
                  >
                    {age(item.createdAt)}
                  </time>
                </>
              );
              return (
                <li key={item.id} className="border-bottom">
                  {href ? (
                    <Link to={href} className="dropdown-item py-2 text-wrap" onClick={() => setOpen(false)}>
                      {body}
                    </Link>
                  ) : (
                    <div className="px-3 py-2">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </DropdownMenu>
    </Dropdown>
  );
}
