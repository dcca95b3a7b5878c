import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';

/** A QR code as an SVG image's address: crisp at any print size, no margin (the label has its own). */
export async function qrCodeImage(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The QR codes of these links, made in the browser, in the same order. */
export function useQrCodes(links: readonly string[]) {
  return useQuery({
    queryKey: ['label-qr-codes', links],
    queryFn: () => Promise.all(links.map(qrCodeImage)),
    staleTime: Infinity,
    enabled: links.length > 0,
  });
}
