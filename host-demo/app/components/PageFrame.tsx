import type { ReactNode } from 'react';

/** Every page: one h1 (the route's name), an optional lead, then its sections. */
export function PageFrame({ title, lead, children, wide, actions }: { title: string; lead?: ReactNode; children?: ReactNode; wide?: boolean; actions?: ReactNode }) {
  return (
    <div className={`page${wide ? ' page--wide' : ''}`}>
      <div className="page__head">
        <div>
          <h1 className="page__title">{title}</h1>
          {lead && <p className="page__lead">{lead}</p>}
        </div>
        {actions && <div className="page__actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

export function Section({ title, children, action, id }: { title: string; children: ReactNode; action?: ReactNode; id?: string }) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section__head">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
