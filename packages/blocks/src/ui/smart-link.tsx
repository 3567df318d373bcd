import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children: ReactNode };

/** Site paths navigate inside the app; anchors, mail links and other sites are plain links (others open in a new tab). */
export function SmartLink({ to, children, ...rest }: Props) {
  if (to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/data/')) {
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//i.test(to);
  return (
    <a href={to || '#'} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
