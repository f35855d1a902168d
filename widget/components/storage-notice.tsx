import { useApp } from '../state/context';

/**
 * Said where a refresh would lose what the guest typed: the browser blocks storage in this frame (third-party
 * frames in Safari, some private windows), so the widget keeps everything in memory only (ui/storage.ts). The storage
 * is the one the page's refresh depends on: the journey's (`app.session`, which the host page keeps for a framed
 * widget refused storage of its own) with `journey`, else the browser's (the sign-in).
 */
export function StorageBlockedNotice({ text, journey = false }: { text: string; journey?: boolean }) {
  const app = useApp();
  if (!(journey ? app.session : app.state.storage).memoryOnly) return null;
  return <p class="notice">{text}</p>;
}
