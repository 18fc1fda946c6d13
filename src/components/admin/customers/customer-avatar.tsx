import { avatarColorOf, initialsOf } from "./avatar";
import styles from "./customers.module.css";

/** The initials on their colour; decorative (the name is always written next to it). */
export function CustomerAvatar({ name, large = false }: { name: string; large?: boolean }) {
  return (
    <span className={`${styles.avatar} ${large ? styles.avatarLarge : ""}`} style={{ background: avatarColorOf(name) }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
