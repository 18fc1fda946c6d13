"use client";

import { useSyncExternalStore } from "react";
import styles from "./dashboard.module.css";

// The dashboard's live clock and date (back office §2 Dashboard: ticks every second), in Indian
// time. The server renders nothing (its snapshot is null) and the browser fills it in after
// hydration, so the server's time and the browser's never disagree in the markup.

const TICK_MS = 1000;
const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: true, timeZone: "Asia/Kolkata" });
const dateFormat = new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

function subscribe(onTick: () => void): () => void {
  const timer = setInterval(onTick, TICK_MS);
  return () => clearInterval(timer);
}
/** The current second: the same number between ticks, so React renders once a second. */
const currentSecond = () => Math.floor(Date.now() / TICK_MS);
const onServer = () => null;

export function LiveClock() {
  const second = useSyncExternalStore(subscribe, currentSecond, onServer);
  const now = second === null ? null : new Date(second * TICK_MS);
  return (
    <div className={styles.clock} data-testid="live-clock">
      {now ? (
        <>
          {/* Not announced each second: a screen reader reads it when it gets there. */}
          <time className={styles.clockTime} dateTime={now.toISOString()}>
            {timeFormat.format(now)}
          </time>
          <span className={styles.clockDate}>{dateFormat.format(now)} · IST</span>
        </>
      ) : (
        <span className={styles.clockTime} aria-hidden="true">
          &nbsp;
        </span>
      )}
    </div>
  );
}
