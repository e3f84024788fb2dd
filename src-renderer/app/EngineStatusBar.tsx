import type { EngineClient } from '../../src-shared/contract/engine-api';
import { errorText } from './format';
import { useEngineStatus } from './use-engine-status';

/** Shows engine trouble plainly (unreachable, model failed) and model loading progress; silent when all is well. */
export function EngineStatusBar({ engine }: { engine: EngineClient }) {
  const { data, error, progress, refetch, isFetching } = useEngineStatus(engine);
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
