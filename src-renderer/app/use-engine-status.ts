import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { EngineClient, EngineStatus, ModelProgress } from '../../src-shared/contract/engine-api';

export const ENGINE_STATUS_KEY = ['engine', 'status'] as const;

/** Engine status via react-query, kept fresh by the engine's pushed `model.status` events. */
export function useEngineStatus(engine: EngineClient) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<ModelProgress | null>(null);
  const query = useQuery<EngineStatus>({
    queryKey: ENGINE_STATUS_KEY,
    queryFn: () => engine.call('engine.status', {}),
    // While the engine is unreachable keep polling so the banner clears by itself when it returns.
    refetchInterval: (q) => (q.state.status === 'error' ? 4000 : false),
    retry: 1,
  });
  useEffect(() => {
    const offStatus = engine.on('model.status', (status) => client.setQueryData(ENGINE_STATUS_KEY, status));
    const offProgress = engine.on('model.progress', setProgress);
    return () => {
      offStatus();
      offProgress();
    };
  }, [engine, client]);
  return { ...query, progress };
}
