import type { PushDevice } from '@shared/schemas/push';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import {
  type PushOnThisDevice,
  pushDevicesKey,
  readPushOnThisDevice,
  removePushDevices,
  turnPushOff,
  turnPushOn,
} from '@/features/profile-menu/api/push-on-this-device';
import { apiGet } from '@/lib/api-client';

/**
 * The player's devices with push and this browser's own push; read only once `wanted` (the menu has
 * opened). Each change reads both again: the server's list is the judge of what is on.
 */
export const usePushDevices = (wanted: boolean) => {
  const {
    data: devices,
    error,
    mutate,
  } = useSWR<PushDevice[], Error>(wanted ? pushDevicesKey : null, apiGet);
  const [thisDevice, setThisDevice] = useState<PushOnThisDevice | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void readPushOnThisDevice().then((read) => current && setThisDevice(read));
    return () => {
      current = false;
    };
  }, [wanted]);
  const afterwards = <T>(change: Promise<T>): Promise<T> =>
    change.finally(() =>
      Promise.all([mutate(), readPushOnThisDevice().then(setThisDevice)]).catch(() => undefined),
    );
  return {
    devices,
    error,
    thisDevice,
    turnOn: () => afterwards(turnPushOn()),
    turnOff: () => afterwards(turnPushOff()),
    remove: (ids: readonly string[]) => afterwards(removePushDevices(ids, thisDevice?.deviceId ?? null)),
  };
};
