import { resolveFeatureSwitches, useBrand, type FeatureSwitch } from '@portal/brand';
import { usePermission } from './usePermission';

/** Effective feature switches: the platform's (permission) win over the brand's defaults. */
export function useFeatureSwitches(): Record<FeatureSwitch, boolean> {
  const brand = useBrand();
  const { data } = usePermission();
  return resolveFeatureSwitches(brand.featureSwitches, data?.switches);
}

/** One switch, e.g. `useFeatureSwitch('FREEPLAY3')`. */
export function useFeatureSwitch(name: FeatureSwitch): boolean {
  return useFeatureSwitches()[name];
}
