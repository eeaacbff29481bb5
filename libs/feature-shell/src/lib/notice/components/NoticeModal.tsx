import { useLingui } from '@lingui/react/macro';
import type { Announcement } from '@portal/api-contract';
import { activeModalState } from '@portal/data-access';
import { formatDateTime } from '@portal/i18n';
import { Button, Modal, Tabs } from '@portal/ui-kit';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { SafeHtml } from '@portal/page-kit';
import styled from 'styled-components';
import { ShellIcon } from '../../icons/components/ShellIcon';
import { NOTICE_TYPES, type NoticeFilter } from '../constants/NOTICE_TYPES';
import { NoticeList } from './NoticeList';

const StyledDetail = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: 420px;
  align-content: start;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  time {
    color: ${({ theme }) => theme.color.text.tertiary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledBack = styled.div`
  justify-self: start;
`;

/** noticeModal (docs/product/content.md): announcements (all types, or one of B, PL, PU, PR, H; execution B), 9 per page, list plus detail with sanitised HTML. */
export function NoticeModal() {
  const { t, i18n } = useLingui();
  const [modal, setModal] = useAtom(activeModalState);
  const [type, setType] = useState<NoticeFilter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Announcement | null>(null);
  const open = modal === 'notice';

  const handleClose = () => {
    setModal(null);
    setSelected(null);
    setType('all');
    setPage(1);
  };
  const handleTypeChange = (next: NoticeFilter) => {
    setType(next);
    setPage(1);
    setSelected(null);
  };

  return (
    <Modal open={open} onClose={handleClose} title={t`Announcements`} closeLabel={t`Close`}>
      {selected ? (
        <StyledDetail aria-labelledby="notice-detail-title">
          <StyledBack>
            <Button variant="ghost" size="sm" startIcon={<ShellIcon name="chevronLeft" size={16} />} onClick={() => setSelected(null)}>
              {t`Back to the list`}
            </Button>
          </StyledBack>
          <h3 id="notice-detail-title">{selected.title}</h3>
          <time dateTime={new Date(selected.createTime).toISOString()}>{formatDateTime(selected.createTime)}</time>
          <SafeHtml html={selected.content} />
        </StyledDetail>
      ) : (
        <Tabs<NoticeFilter>
          ariaLabel={t`Announcement types`}
          value={type}
          onChange={handleTypeChange}
          items={NOTICE_TYPES.map((item) => ({
            value: item.type,
            label: i18n._(item.label),
            content: <NoticeList type={item.type} page={page} onPageChange={setPage} onOpen={setSelected} />,
          }))}
        />
      )}
    </Modal>
  );
}
