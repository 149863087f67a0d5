import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ServiceCards from '@site/src/components/ServiceCards';
import {docPaths, site} from '@site/src/data/site';
import {capitalizedNumberWord, numberWord} from '@site/src/data/counts';
import {services} from '@site/src/data/services';
import HowItFits from './_components/HowItFits';
import InstallSteps from './_components/Install.mdx';
import styles from './index.module.css';

const enabledByDefault = services.filter((service) => service.enabledByDefault);
const offByDefault = services
  .filter((service) => !service.enabledByDefault)
  .map((service) => service.name)
  .join(' and ');

function Hero(): ReactNode {
  const logo = useBaseUrl('/img/logo.svg');
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <img
          className={styles.mark}
          src={logo}
          alt=""
          width={96}
          height={96}
        />
        <div>
          <Heading as="h1" className={styles.title}>
            {site.title}
          </Heading>
          <p className={styles.tagline}>{site.tagline}</p>
          <p className={styles.lead}>
            {capitalizedNumberWord(services.length)} self-hosted services in one Docker Compose stack: chat, workflows, agent
            builders, Sei blockchain tools and databases ready for your own flows. One script sets
            it up and starts {enabledByDefault.length} of them by default.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={docPaths.intro}>
              Read the introduction
            </Link>
            <Link
              className="button button--secondary button--lg"
              to={docPaths.quickStart}>
              Quick Start
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

function Install(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="install">
      <Heading as="h2" id="install">
        Install
      </Heading>
      <MDXContent>
        <InstallSteps />
      </MDXContent>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout title={site.title} description={site.tagline}>
      <main>
        <Hero />
        <div className="container">
          <Install />
        <section className={styles.section} aria-labelledby="services">
          <Heading as="h2" id="services">
            The {numberWord(services.length)} services
          </Heading>
          <p>
            {enabledByDefault.length} start by default; {offByDefault} stay off until you enable
            them. Every port below is the default on the host; all but Traefik&apos;s 80 and 443
            can be moved with a variable in <code>.env</code>.
          </p>
          <ServiceCards />
        </section>
          <HowItFits />
        </div>
      </main>
    </Layout>
  );
}
