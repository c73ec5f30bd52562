'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';

import { landingTone, slideDuration, themeIndexAt } from '@/components/landing/landing-timing';
import { buttonClass } from '@/components/ui/button';
import { ChevronEndIcon, ChevronStartIcon } from '@/components/ui/icons';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import { ROUTES } from '@/lib/navigation/routes';
import { ANIMATION_MS, LANDING_SLIDE_SPEED_MS, PROJECT_SLIDER_SPEED_MS } from '@/lib/policy';
import {
  PRODUCT_NAMES,
  PROJECT_THEME_COLORS,
  PROJECTS,
  type Project,
  type ProjectTheme,
} from '@/lib/products';

import type { LandingArt } from './landing-art';
import styles from './landing.module.css';

type Props = {
  backUrls: Record<string, string>;
  loggedIn: boolean;
  /** The drawings, rendered on the server (landing-art.tsx). */
  art: LandingArt;
};

/** Where a project's button goes (SPEC §2 Landing). */
function projectHref(
  project: Project,
  backUrl: string | undefined,
  loggedIn: boolean,
  locale: string,
): string {
  if (project.buttonKind === 'open') return backUrl ?? '#';
  const query = new URLSearchParams({ application: project.group });
  if (backUrl) query.set('backUrl', backUrl);
  return `/${locale}${loggedIn ? ROUTES.chooseAccount : ROUTES.login}?${query}`;
}

export function Landing({ backUrls, loggedIn, art }: Props) {
  const t = useTranslations('Landing');
  const locale = useLocale();
  const [active, setActive] = useState(0);
  const [themeIndex, setThemeIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [autoplay, setAutoplay] = useState(true);
  const [speed, setSpeed] = useState(LANDING_SLIDE_SPEED_MS);
  const firstShow = useRef(true);
  const root = useRef<HTMLDivElement>(null);
  const [stripRef, strip] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    direction: directionOf(locale as Locale),
    dragFree: true,
  });

  // Autoplay: advance after the slide's duration; themes step inside it.
  useEffect(() => {
    if (!autoplay) return;
    const project = PROJECTS[active]!;
    const started = Date.now();
    const themeTimer = setInterval(
      () => setThemeIndex(themeIndexAt(Date.now() - started, project.themes.length)),
      250,
    );
    const next = setTimeout(
      () => {
        firstShow.current = false;
        setSpeed(LANDING_SLIDE_SPEED_MS);
        setThemeIndex(0);
        setActive((i) => (i + 1) % PROJECTS.length);
      },
      slideDuration(project.themes.length, firstShow.current),
    );
    return () => {
      clearInterval(themeTimer);
      clearTimeout(next);
    };
  }, [active, autoplay]);

  useEffect(() => {
    strip?.scrollTo(active);
  }, [active, strip]);

  // The strip stands on the footer, whose height depends on the language and the width (the trademark
  // notice wraps to five lines at 320 px): the CSS guesses it, this measures it.
  useEffect(() => {
    const footer = document.querySelector<HTMLElement>('[data-testid="landing-footer"]');
    const landing = root.current;
    if (!footer || !landing) return;
    const observer = new ResizeObserver(() =>
      landing.style.setProperty('--landing-footer-h', `${footer.offsetHeight}px`),
    );
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);

  const select = useCallback((index: number) => {
    // SPEC §2: manual selection stops autoplay and reveals the project's button.
    setAutoplay(false);
    setSpeed(PROJECT_SLIDER_SPEED_MS);
    setThemeIndex(0);
    setActive(index);
    setSelected(index);
  }, []);

  const tone = landingTone(active);
  return (
    <div
      ref={root}
      className={`${styles.landing} ${styles[tone]}`}
      style={{ '--landing-anim': `${ANIMATION_MS}ms` } as CSSProperties}
      data-testid="landing"
      data-tone={tone}
      data-active={active}
    >
      <div
        className={styles.track}
        style={
          { transform: `translateY(-${active * 100}%)`, transitionDuration: `${speed}ms` } as CSSProperties
        }
      >
        {PROJECTS.map((project, index) => {
          const colors = PROJECT_THEME_COLORS[landingTone(index)];
          const shownTheme = index === active ? themeIndex : 0;
          const backUrl = backUrls[project.group];
          return (
            <section
              key={project.type}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={t('slide', { index: index + 1, total: PROJECTS.length })}
              aria-hidden={index !== active}
              inert={index !== active}
              style={
                {
                  '--slide-bg': colors.background,
                  '--slide-fg': colors.foreground,
                  '--slide-muted': colors.muted,
                  '--accent': project.accent,
                } as CSSProperties
              }
              data-testid={`slide-${project.type}`}
            >
              <div className={styles.copy}>
                {art[project.type].logo}
                <h2 className={styles.title}>{PRODUCT_NAMES[project.group]}</h2>
                <p className={styles.description}>{t(`projects.${project.type}.description`)}</p>
                {selected === index ? (
                  <a
                    href={projectHref(project, backUrl, loggedIn, locale)}
                    className={`${buttonClass('primary', 'l')} ${styles.cta}`}
                    data-testid="project-button"
                  >
                    {project.buttonKind === 'open' ? t('open') : t('logIn')}
                  </a>
                ) : null}
              </div>
              <div className={styles.art}>
                {project.themes.map((variant: ProjectTheme, i) => (
                  <div
                    key={variant}
                    className={styles.variant}
                    data-visible={shownTheme === i}
                    data-theme={variant}
                  >
                    {art[project.type].illustrations[i]}
                  </div>
                ))}
              </div>
            </section>
          );
        })}
      </div>

      <nav className={styles.strip} aria-label={t('label')} data-testid="landing-strip">
        <button
          type="button"
          className={`${styles.arrow} ${styles.arrowPrev}`}
          // SPEC §2: an arrow selects the neighbouring project, as a card click does, and stops autoplay.
          onClick={() => select((active - 1 + PROJECTS.length) % PROJECTS.length)}
          aria-label={t('previous')}
        >
          <ChevronStartIcon />
        </button>
        <div className={styles.viewport} ref={stripRef} data-strip-viewport>
          <ul className={styles.cards}>
            {PROJECTS.map((project, index) => (
              <li key={project.type} className={styles.cardSlot}>
                <button
                  type="button"
                  className={styles.card}
                  aria-current={index === active ? 'true' : undefined}
                  aria-label={t('goTo', { project: PRODUCT_NAMES[project.group] })}
                  onClick={() => select(index)}
                  // Keyboard users reach cards outside the visible part of the strip: bring them in.
                  onFocus={(event) => {
                    // The browser scrolls the clipped viewport itself to show a focused card; embla moves
                    // the track instead, so undo the native scroll before it adds to embla's.
                    const viewport = event.currentTarget.closest<HTMLElement>('[data-strip-viewport]');
                    if (viewport) viewport.scrollLeft = 0;
                    strip?.scrollTo(index);
                  }}
                  style={{ '--accent': project.accent } as CSSProperties}
                  data-testid={`preview-${project.type}`}
                >
                  {art[project.type].cardLogo}
                  <span className={styles.cardTitle}>{PRODUCT_NAMES[project.group]}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className={`${styles.arrow} ${styles.arrowNext}`}
          onClick={() => select((active + 1) % PROJECTS.length)}
          aria-label={t('next')}
        >
          <ChevronEndIcon />
        </button>
      </nav>
    </div>
  );
}
