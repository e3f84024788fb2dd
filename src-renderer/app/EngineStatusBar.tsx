import { useEffect, useState } from 'react';
import type { EngineClient } from '../../src-shared/contract/engine-api';
import { errorText } from './format';
import { useEngineStatus } from './use-engine-status';

/** Shows engine trouble plainly (unreachable, model failed) and model loading progress; silent when all is well. */
export function EngineStatusBar({ engine }: { engine: EngineClient }) {
  const { data, error, progress, refetch, isFetching, isPending } = useEngineStatus(engine);
  const slow = useSlow(isPending);
  if (isPending && slow) {
    return (
      <div className="banner info" role="status">
        Waiting for the analysis engine… New entries are saved now and analysed when it answers.
      </div>
    );
  }
  if (error) {
    return (
      <div className="banner error" role="alert">
        <span>
          The analysis engine is not reachable ({errorText(error)}). Entries are still saved and will be analysed once it is back.
        </span>
        <button type="button" className="link-button" onClick={() => void refetch()} disabled={isFetching}>
          Retry now
        </button>
      </div>
    );
  }
  if (data?.modelState === 'failed') {
    return (
      <div className="banner error" role="alert">
        The embedding model failed to load: {data.modelError ?? 'unknown error'}. Check the embedding settings.
      </div>
    );
  }
  if (data?.modelState === 'loading' || progress?.state === 'loading') {
    const fraction = progress?.fraction ?? null;
    return (
      <div className="banner info" role="status">
        <span>Loading the {data?.embeddingModel ?? 'embedding'} model… {progress?.message ?? ''}</span>
        <progress aria-label="Model loading" max={1} value={fraction ?? undefined} />
      </div>
    );
  }
  return null;
}

/** True once `pending` has lasted a few seconds: a quick start-up shows nothing, a stuck one says so. */
function useSlow(pending: boolean, afterMs = 3000): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setSlow(false);
      return;
    }
    const timer = window.setTimeout(() => setSlow(true), afterMs);
    return () => window.clearTimeout(timer);
  }, [pending, afterMs]);
  return slow;
}
