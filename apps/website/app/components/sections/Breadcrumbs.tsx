import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Brotkrumen" className="crumbs">
      <ol>
        {items.map((item, i) => (
          <li key={item.label}>
            {i > 0 && <span aria-hidden="true">/</span>}
            {item.to && i < items.length - 1 ? (
              <Link to={item.to} prefetch="intent">
                {item.label}
              </Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined} className="text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
