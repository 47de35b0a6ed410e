import type { OwnedCertificate } from '@reentry/contracts/certificates';

const QUIET_ZONE = 4;

/** The QR code the API drew as path data: black squares on white, with the standard quiet zone. */
export function CertificateQr({ qr, label }: { qr: OwnedCertificate['qr']; label: string }) {
  const side = qr.size + QUIET_ZONE * 2;
  return (
    <svg className="learning-certificate__qr" viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
