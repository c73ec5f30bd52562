import type { ReactNode } from 'react';

import { PROJECTS, type ProjectType } from '@/lib/products';

import { ProjectIllustration } from './art/project-illustration';
import { ProjectLogo } from './art/project-logo';
import styles from './landing.module.css';

/** A project's drawings: its slide's logo, its strip card's logo and one illustration per theme. */
export type ProjectArt = { logo: ReactNode; cardLogo: ReactNode; illustrations: ReactNode[] };
export type LandingArt = Record<ProjectType, ProjectArt>;

/**
 * The landing's drawings, rendered on the server and handed to the carousel as elements: the SVG code
 * that draws them stays out of the browser's JavaScript (performance issue), only their markup travels.
 */
export function landingArt(): LandingArt {
  return Object.fromEntries(
    PROJECTS.map((project) => [
      project.type,
      {
        logo: <ProjectLogo project={project.type} size={64} className={styles.logo} />,
        cardLogo: <ProjectLogo project={project.type} size={32} />,
        illustrations: project.themes.map((theme) => (
          <ProjectIllustration
            key={theme}
            project={project.type}
            theme={theme as never}
            className={styles.illustration}
          />
        )),
      },
    ]),
  ) as LandingArt;
}
