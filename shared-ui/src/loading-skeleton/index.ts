export { LoadingSkeleton, type LoadingSkeletonProps, type SkeletonShape } from './loading-skeleton';
