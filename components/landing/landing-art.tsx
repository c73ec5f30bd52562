import type { ReactNode } from 'react';

import { PROJECTS, type ProjectTheme, type ProjectType } from '@/lib/products';

import { illustrationFile } from './art/illustration-file';
import { ProjectLogo } from './art/project-logo';
import styles from './landing.module.css';

/** A project's drawings: its slide's logo, its strip card's logo and one illustration per theme. */
export type ProjectArt = { logo: ReactNode; cardLogo: ReactNode; illustrations: ReactNode[] };
export type LandingArt = Record<ProjectType, ProjectArt>;

/**
 * The landing's drawings, handed to the carousel as elements: the logos as server-rendered SVG (small),
 * the illustrations as image files (art/illustration-file.ts), so neither their code nor their markup
 * is in the page's JavaScript, HTML or flight data (the speed issue). They are decorative: empty alt.
 */
export function landingArt(): LandingArt {
  return Object.fromEntries(
    PROJECTS.map((project) => [
      project.type,
      {
        logo: <ProjectLogo project={project.type} size={64} className={styles.logo} />,
        cardLogo: <ProjectLogo project={project.type} size={32} />,
        illustrations: (project.themes as readonly ProjectTheme[]).map((theme) => (
          // A plain <img>: next/image would add its loader and script for a vector that needs neither.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            key={theme}
            src={illustrationFile(project.type, theme)}
            alt=""
            width={560}
            height={480}
            decoding="async"
            className={styles.illustration}
          />
        )),
      },
    ]),
  ) as LandingArt;
}
