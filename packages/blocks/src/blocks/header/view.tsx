import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { Image } from '../../ui/media.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize, useT } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { DesktopMenu } from './desktop-menu.tsx';
import { childrenOf, findMenuItem, headerVariant, isCurrent, type MenuNode, SOLID_AFTER_PX, SUITE_ID } from './menu.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchBox } from './search-box.tsx';
import styles from './view.module.css';

/** Whether the window is scrolled past `px`; false on the server and until the first effect. */
function useScrolledPast(px: number, enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setScrolled(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px, enabled]);
  return enabled && scrolled;
}

export default function HeaderView({ block: { content } }: BlockViewProps<'HEADER'>) {
  const l = useLocalize();
  const t = useT();
  const { pathname } = useLocation();
  const productName = l(content.productName);
  const variant = headerVariant(pathname, useScrolledPast(SOLID_AFTER_PX, pathname === '/'));
  // Until hydration the dropdowns run on CSS alone (:hover, :focus-within); then on state.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const navLabel = t('global.mainNavigation');
  const suite = variant === 'totara' ? findMenuItem(content.menuItems, SUITE_ID) : undefined;

  const contact = content.contactButtonText && (
    <Link className={`btn btn-primary ${styles.contact}`} to="/contact">
      {l(content.contactButtonText)}
    </Link>
  );

  return (
    <header className={styles.header} data-variant={variant} data-ready={ready || undefined}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo} aria-label={productName} data-light={content.logoLight ? 'own' : 'filter'}>
          {content.logo ? (
            <>
              <Image className={styles.logoDark} src={content.logo} alt="" loading="eager" width={200} height={48} />
              {content.logoLight && (
                <Image
                  className={styles.logoLight}
                  src={content.logoLight}
                  alt=""
                  loading="eager"
                  width={200}
                  height={48}
                />
              )}
            </>
          ) : (
            productName
          )}
        </Link>
        <DesktopMenu items={content.menuItems} label={navLabel} />
        <SearchBox variant="bar" />
        <div className={styles.actions}>
          <LanguageSwitch className={styles.language} />
          {contact}
        </div>
        <MobileMenu
          items={content.menuItems}
          navLabel={navLabel}
          footer={
            <>
              {contact}
              <LanguageSwitch className={styles.language} />
            </>
          }
        />
      </div>
      {suite && <SuiteBar suite={suite} pathname={pathname} />}
    </header>
  );
}

/** The 'totara' variant's sub-header: the suite's child links, the current one marked. */
function SuiteBar({ suite, pathname }: { suite: MenuNode; pathname: string }) {
  const l = useLocalize();
  const links = childrenOf(suite);
  const list = useRef<HTMLUListElement>(null);
  const currentIndex = links.findIndex((item) => isCurrent(item, pathname));
  // On a phone the bar scrolls sideways: bring the current product into view (either direction).
  useEffect(() => {
    const bar = list.current;
    const current = currentIndex < 0 ? undefined : bar?.children[currentIndex];
    if (!bar || !current || bar.scrollWidth <= bar.clientWidth) return;
    const barBox = bar.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    bar.scrollBy({ left: box.left + box.width / 2 - (barBox.left + barBox.width / 2) });
  }, [currentIndex]);
  if (!links.length) return null;
  return (
    <nav className={styles.suiteBar} aria-label={l(suite.label)}>
      <div className="container">
        <ul className={styles.suiteList} ref={list}>
          {links.map((item) => (
            <li key={item.id}>
              <SmartLink
                to={item.path}
                className={styles.suiteLink}
                aria-current={isCurrent(item, pathname) ? 'page' : undefined}
              >
                {l(item.label)}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
