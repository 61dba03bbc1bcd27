export {
  jobAds,
  jobAdSummaries,
  jobAdsVersion,
  loadJobAds,
  movedJobAddress,
  openJobAds,
} from './job-ads.server';
