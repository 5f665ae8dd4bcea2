import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { visibleText, type PartnerStock } from '@sks/contract';
import { paths } from '../../../app/paths';
import { stockFullPeriod, stockStatus } from './stock-status';

/** The promotion details popup of the Акции tab (spec 02 section 2), with the way to its card. */
export function StockDetailsPopup({ stock, onClose }: { stock: PartnerStock | null; onClose: () => void }) {
  const status = stock ? stockStatus(stock) : null;
  return (
    <Modal opened={stock !== null} onClose={onClose} title="Подробнее об акции" centered size="lg">
      {stock && status && (
        <Stack gap="sm">
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {stock.name}
          </Text>
          <Group gap="sm">
            <Badge variant="light" color={status.color}>
              {status.label}
            </Badge>
            <Text size="sm" c="dimmed">
              {stockFullPeriod(stock.dateBegin, stock.dateEnd)}
            </Text>
          </Group>
          {/* Shown as text: the promotion's description is not this screen's to render as markup. */}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {visibleText(stock.description).trim() || 'Описания нет'}
          </Text>
          <Group justify="flex-end">
            <Button component={Link} to={generatePath(paths.promotionCard, { promotionId: stock.uuidStock })}>
              Открыть акцию
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
