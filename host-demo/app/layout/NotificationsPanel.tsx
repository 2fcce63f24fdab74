import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { Link } from 'wouter';
import { useServices, useT } from '../state/app-context.tsx';

/** The notifications bar (docs/product/notifications-and-banners.md#notifications, spec 000 §4): kept 2 h; an empty state when there is nothing. */
export function NotificationsPanel({ id }: { id: string }) {
  const { notifications } = useServices();
  const items = useSignalValue(notifications.items);
  const t = useT();
  return (
    <section id={id} className="notices-panel" aria-label={t.notificationsTitle}>
      <header className="notices-panel__head">
        <h2>{t.notificationsTitle}</h2>
        {items.length > 0 && (
          <button type="button" className="link-button" onClick={() => notifications.clear()}>
            {t.notificationsClear}
          </button>
        )}
      </header>
      {items.length === 0 ? (
        <p className="notices-panel__empty">{t.notificationsEmpty}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id} className={item.read ? '' : 'is-new'}>
              <strong>{item.title}</strong>
              <p>{item.text}</p>
              {item.path && (
                <Link to={item.path} onClick={() => notifications.toggle()}>
                  {t.open}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
