import Image from "next/image";
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
        <Image src={poster} alt="" fill sizes="(min-width: 960px) 60vw, 100vw" unoptimized className={styles.poster} />
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
