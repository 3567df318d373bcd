import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Image } from '../../ui/media.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { LanguageSwitch } from './language-switch.tsx';
import type { MenuItem } from './schema.ts';
import styles from './view.module.css';

export default function HeaderView({ block: { content } }: BlockViewProps<'HEADER'>) {
  const l = useLocalize();
  const { t } = useTranslation();
  const productName = l(content.productName);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo} aria-label={productName}>
          {content.logo ? <Image src={content.logo} alt="" loading="eager" width={200} height={48} /> : productName}
        </Link>
        <nav aria-label={t('global.mainNavigation')} className={styles.nav}>
          <MenuList items={content.menuItems} level={1} />
        </nav>
        <div className={styles.actions}>
          <LanguageSwitch className={styles.language} />
          {content.contactButtonText && (
            <Link className="btn btn-primary" to="/contact">
              {l(content.contactButtonText)}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

function MenuList({ items, level }: { items: readonly MenuItem[]; level: number }) {
  const l = useLocalize();
  return (
    <ul className={styles.menu} data-level={level}>
      {items.map((item) => {
        const children = 'children' in item ? (item.children as MenuItem[] | undefined) : undefined;
        return (
          <li key={item.id} className={styles.item}>
            {item.path && item.path !== '#' ? (
              <SmartLink to={item.path} className={styles.link}>
                {l(item.label)}
              </SmartLink>
            ) : (
              <span className={styles.link} tabIndex={children?.length ? 0 : undefined}>
                {l(item.label)}
              </span>
            )}
            {children && children.length > 0 && level < 3 && <MenuList items={children} level={level + 1} />}
          </li>
        );
      })}
    </ul>
  );
}
