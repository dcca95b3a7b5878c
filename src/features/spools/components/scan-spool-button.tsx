import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LazyScanDialog } from '@/components/scan/lazy-scan-dialog';
import { ScanIcon } from '@/components/scan/scan-icon';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { findSpool } from '@/queries/find-spool';
import { useSignedInUser } from '@/session/session';

/**
 * Scan: opens the camera on a spool's label (or takes its typed short code) and opens that
 * spool's page. The dialog's code loads when it is first pressed.
 */
export function ScanSpoolButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { uid } = useSignedInUser();
  return (
    <>
      <Button variant="secondary" className={className ?? 'min-h-11'} onClick={() => setOpen(true)}>
        <ScanIcon />
        Scan label
      </Button>
      <LazyScanDialog
        open={open}
        onClose={() => setOpen(false)}
        findSpool={(scanned) => findSpool(queryClient, uid, scanned)}
        onFound={(spool) => {
          setOpen(false);
          void navigate(paths.dashboard.spool(spool.id));
        }}
      />
    </>
  );
}
