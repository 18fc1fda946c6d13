import { getImageProps } from "next/image";
import type { ReactNode } from "react";
import { VideoTeaserPlayer } from "./video-teaser-player";
import styles from "./video-teaser.module.css";

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  description: string;
  poster: string;
  sources: readonly { src: string; type: string }[];
  children?: ReactNode;
}

/**
 * A video teaser: the poster with a play button (a small island), and the words beside it. The
 * poster is a small local picture, lazy; no third party is contacted, before or after play.
 */
export function VideoTeaser({ id, eyebrow, title, text, description, poster, sources, children }: Props) {
  return (
    <section className={styles.teaser} aria-labelledby={id}>
      <div className={styles.media}>
        {/* 640 px wide and soft already: not worth the optimizer's variants. */}
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives next/image's attributes (alt included) without its client code */}
        <img {...getImageProps({ src: poster, alt: "", fill: true, sizes: "(min-width: 960px) 60vw, 100vw", unoptimized: true, className: styles.poster }).props} />
        <VideoTeaserPlayer title={title} description={description} poster={poster} sources={sources} />
      </div>
      <div className={styles.copy}>
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {children}
      </div>
    </section>
  );
}
