import { useBrand } from '@portal/brand';
import { usePermission } from '@portal/data-access';

/** App download links: the brand's config, else the platform's APP_ANDROID / APP_IOS resources. */
export function useAppDownloadLinks(): { android?: string; ios?: string } {
  const brand = useBrand();
  const { data } = usePermission();
  return {
    android: brand.download.android || data?.resources['APP_ANDROID']?.url || undefined,
    ios: brand.download.ios || data?.resources['APP_IOS']?.url || undefined,
  };
}
