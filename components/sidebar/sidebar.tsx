'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';

import { PROFILE_LINKS } from '@/components/header/profile-links';
import { useAppState } from '@/components/shell/app-state';
import {
  ChevronDownIcon,
  ExternalIcon,
  IdCardIcon,
  KeyIcon,
  LogOutIcon,
  ShieldIcon,
  UserIcon,
} from '@/components/ui/icons';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { DASHBOARD_PROJECTS, PRODUCT_NAMES, PROJECTS } from '@/lib/products';
import type { TVerificationPercent as VerificationPercent } from '@/lib/schemas/verification';

import { useSidebar } from './sidebar-state';
import styles from './sidebar.module.css';

const ICONS = {
  general: UserIcon,
  verification: IdCardIcon,
  security: ShieldIcon,
  changePassword: KeyIcon,
} as const;

type Props = { firstName: string; lastName: string; verificationPercent: VerificationPercent };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations('Sidebar');
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>
        <button
          type="button"
          className={styles.sectionToggle}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t('toggleSection', { section: title })}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">{title}</span>
          <ChevronDownIcon size={16} className={open ? styles.chevronOpen : styles.chevron} />
        </button>
      </h2>
      <ul id={listId} className={styles.list} hidden={!open}>
        {children}
      </ul>
    </section>
  );
}

/** The profile sidebar of SPEC §2: the six product links carry the token through the BFF. */
export function Sidebar({ firstName, lastName, verificationPercent }: Props) {
  const t = useTranslations('Sidebar');
  const tMenu = useTranslations('ProfileMenu');
  const { open, closeOnPhone } = useSidebar();
  const { openLogout } = useAppState();
  const pathname = usePathname();
  const locale = useLocale();
  const percentLabel =
    verificationPercent === 'Verified'
      ? t('verified')
      : t('verificationPercent', { percent: verificationPercent });

  return (
    <>
      <aside
        id="profile-sidebar"
        className={styles.sidebar}
        data-open={open === null ? undefined : String(open)}
        data-testid="sidebar"
        aria-label={t('label')}
      >
        <div className={styles.user}>
          <span className={styles.avatar} aria-hidden="true">
            {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
          </span>
          <p className={styles.name} data-testid="sidebar-name">
            {firstName} {lastName}
          </p>
        </div>

        <Section title={t('dashboard')}>
          {PROJECTS.filter((p) => (DASHBOARD_PROJECTS as readonly string[]).includes(p.type)).map(
            (project) => (
              <li key={project.type}>
                <a
                  className={styles.item}
                  href={`/api/go?application=${project.group}&locale=${locale}`}
                  rel="noreferrer"
                  data-testid={`dashboard-${project.type}`}
                >
                  <span className={styles.dot} style={{ background: project.accent }} aria-hidden="true" />
                  <span className={styles.label}>{PRODUCT_NAMES[project.group]}</span>
                  <ExternalIcon size={14} />
                </a>
              </li>
            ),
          )}
        </Section>

        <Section title={t('profile')}>
          {PROFILE_LINKS.map((link) => {
            const Icon = ICONS[link.key];
            const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
            return (
              <li key={link.key}>
                <Link
                  href={link.href}
                  className={styles.item}
                  aria-current={active ? 'page' : undefined}
                  onClick={closeOnPhone}
                >
                  <Icon size={18} />
                  <span className={styles.label}>{tMenu(link.key)}</span>
                  {link.key === 'verification' ? (
                    <span
                      className={`${styles.percent} ${verificationPercent === 'Verified' ? styles.percentDone : ''}`}
                      data-testid="verification-percent"
                      aria-label={t('verificationProgress', { value: percentLabel })}
                    >
                      {percentLabel}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
          <li className={styles.phoneOnly}>
            <button type="button" className={`${styles.item} ${styles.danger}`} onClick={openLogout}>
              <LogOutIcon size={18} />
              <span className={styles.label}>{tMenu('logOut')}</span>
            </button>
          </li>
        </Section>
      </aside>
      {/* On a phone the open sidebar lies over the page: the page behind is dimmed, and a tap on it closes. */}
      <div
        className={styles.scrim}
        hidden={open !== true}
        onClick={closeOnPhone}
        aria-hidden="true"
        data-testid="sidebar-scrim"
      />
    </>
  );
}
