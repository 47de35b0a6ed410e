import type { Resources } from '@reentry/contracts/content-pages';
import { ExternalLink } from '../../shared/external-link';

/** Faith-based support: an introduction, then one card per organisation with its link. */
export function CouragePanel({ courage }: { courage: Resources['courage'] }) {
  return (
    <div>
      <h2>{courage.title}</h2>
      {courage.intro.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
      <ul className="card-grid learning-orgs">
        {courage.items.map((item) => (
          <li key={item.id} className="card">
            <h3>{item.title}</h3>
            {item.body.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
            {item.links && (
              <ul className="learning-links">
                {item.links.map((link) => (
                  <li key={link.url}>
                    <ExternalLink href={link.url}>{link.label}</ExternalLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
