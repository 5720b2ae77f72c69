/**
 * The video modal as pages use it: `SermonVideoModal` loads the dialog's code on the first Play
 * (React.lazy) and renders nothing while no sermon is selected; `useSermonPlayer` holds the
 * selected sermon and the Play button that focus returns to.
 *
 *   const player = useSermonPlayer();
 *   <SermonGrid sermons={sermons} onPlay={player.open} />
 *   <SermonVideoModal sermon={player.sermon} onClose={player.close} returnFocusTo={player.returnFocusTo} />
 *
 * SermonVideoModal props: sermon (NormalizedSermon or null), onClose(), returnFocusTo (element).
 */
import { lazy, Suspense, useCallback, useState } from "react";
import type { NormalizedSermon } from "./normalize";

const SermonVideoDialog = lazy(() => import("./sermon-video-modal"));

export interface SermonVideoModalProps {
  sermon: NormalizedSermon | null;
  onClose: () => void;
  returnFocusTo?: HTMLElement | null;
}

export function SermonVideoModal({ sermon, onClose, returnFocusTo }: SermonVideoModalProps) {
  if (!sermon) return null;
  return (
    <Suspense fallback={null}>
      <SermonVideoDialog key={sermon.id} sermon={sermon} onClose={onClose} returnFocusTo={returnFocusTo} />
    </Suspense>
  );
}

export function useSermonPlayer() {
  const [state, setState] = useState<{ sermon: NormalizedSermon; button: HTMLElement | null } | null>(null);
  const open = useCallback((sermon: NormalizedSermon, button?: HTMLElement | null) => {
    setState({ sermon, button: button ?? null });
  }, []);
  const close = useCallback(() => setState(null), []);
  return { sermon: state?.sermon ?? null, returnFocusTo: state?.button ?? null, open, close };
}
