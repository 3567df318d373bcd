import { type ReactNode, useEffect, useRef } from 'react';
import styles from './login.module.css';

/**
 * One screen of the login card: its heading (the page's only h1), an optional lead and its body.
 * After a switch between screens, focus moves to the new heading so screen readers announce it.
 */
export function Panel({
  title,
  lead,
  focusHeading,
  children,
}: {
  title: string;
  lead?: ReactNode;
  focusHeading: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <section className={styles.panel} aria-labelledby="login-heading">
      <h1 id="login-heading" ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  );
}
