export { type ExternalToast, toast } from 'sonner';
export { Toaster, type ToasterProps } from './toaster';
