import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import protobuf from 'protobufjs';

/**
 * Writes a tiny but real feature-extraction model for tests: a word-level tokenizer and an
 * ONNX graph `last_hidden_state = Gather(table, input_ids) * attention_mask`, so each token's
 * hidden state is its row of `table`. Mean pooling of a sentence is then computable by hand.
 */

const INT64 = 7;
const FLOAT = 1;

/** The subset of onnx.proto needed to describe a graph (field numbers from the ONNX spec). */
const onnxSchema = protobuf.Root.fromJSON({
  nested: {
    onnx: {
      nested: {
        ModelProto: {
          fields: {
            irVersion: { type: 'int64', id: 1 },
            producerName: { type: 'string', id: 2 },
            graph: { type: 'GraphProto', id: 7 },
            opsetImport: { rule: 'repeated', type: 'OperatorSetIdProto', id: 8 },
          },
        },
        OperatorSetIdProto: { fields: { domain: { type: 'string', id: 1 }, version: { type: 'int64', id: 2 } } },
        GraphProto: {
          fields: {
            node: { rule: 'repeated', type: 'NodeProto', id: 1 },
            name: { type: 'string', id: 2 },
            initializer: { rule: 'repeated', type: 'TensorProto', id: 5 },
            input: { rule: 'repeated', type: 'ValueInfoProto', id: 11 },
            output: { rule: 'repeated', type: 'ValueInfoProto', id: 12 },
          },
        },
        NodeProto: {
          fields: {
            input: { rule: 'repeated', type: 'string', id: 1 },
            output: { rule: 'repeated', type: 'string', id: 2 },
            name: { type: 'string', id: 3 },
            opType: { type: 'string', id: 4 },
            attribute: { rule: 'repeated', type: 'AttributeProto', id: 5 },
          },
        },
        AttributeProto: { fields: { name: { type: 'string', id: 1 }, i: { type: 'int64', id: 3 }, type: { type: 'int32', id: 20 } } },
        TensorProto: {
          fields: {
            dims: { rule: 'repeated', type: 'int64', id: 1 },
            dataType: { type: 'int32', id: 2 },
            floatData: { rule: 'repeated', type: 'float', id: 4 },
            int64Data: { rule: 'repeated', type: 'int64', id: 7 },
            name: { type: 'string', id: 8 },
          },
        },
        ValueInfoProto: { fields: { name: { type: 'string', id: 1 }, type: { type: 'TypeProto', id: 2 } } },
        TypeProto: { fields: { tensorType: { type: 'TensorTypeProto', id: 1 } } },
        TensorTypeProto: { fields: { elemType: { type: 'int32', id: 1 }, shape: { type: 'TensorShapeProto', id: 2 } } },
        TensorShapeProto: { fields: { dim: { rule: 'repeated', type: 'Dimension', id: 1 } } },
        Dimension: { fields: { dimValue: { type: 'int64', id: 1 }, dimParam: { type: 'string', id: 2 } } },
      },
    },
  },
});

const valueInfo = (name: string, elemType: number, dims: (string | number)[]) => ({
  name,
  type: {
    tensorType: {
      elemType,
      shape: { dim: dims.map((d) => (typeof d === 'string' ? { dimParam: d } : { dimValue: d })) },
    },
  },
});

export interface TinyModel {
  vocab: string[];
  /** table[tokenId] is that token's hidden state. */
  table: number[][];
}

export function tinyModel(): TinyModel {
  const vocab = ['[PAD]', '[UNK]', 'i', 'moved', 'to', 'london', 'paris', 'the', 'cat', 'likes', 'fish', 'work'];
  const hidden = 6;
  // Distinct, deterministic rows; the [PAD] row is non-zero so a broken attention mask would show.
  const table = vocab.map((_, t) => Array.from({ length: hidden }, (_, h) => Math.sin(1 + t * 7 + h * 3)));
  return { vocab, table };
}

function encodeOnnx({ vocab, table }: TinyModel): Uint8Array {
  const hidden = table[0]!.length;
  const ModelProto = onnxSchema.lookupType('onnx.ModelProto');
  const model = {
    irVersion: 8,
    producerName: 'temporal-journal-tests',
    opsetImport: [{ domain: '', version: 13 }],
    graph: {
      name: 'tiny-embedder',
      initializer: [
        { name: 'table', dims: [vocab.length, hidden], dataType: FLOAT, floatData: table.flat() },
        { name: 'last_axis', dims: [1], dataType: INT64, int64Data: [-1] },
      ],
      node: [
        { opType: 'Gather', name: 'lookup', input: ['table', 'input_ids'], output: ['token_states'] },
        { opType: 'Cast', name: 'mask_float', input: ['attention_mask'], output: ['mask_f'], attribute: [{ name: 'to', i: FLOAT, type: 2 }] },
        { opType: 'Unsqueeze', name: 'mask_expand', input: ['mask_f', 'last_axis'], output: ['mask_3d'] },
        { opType: 'Mul', name: 'apply_mask', input: ['token_states', 'mask_3d'], output: ['last_hidden_state'] },
      ],
      input: [valueInfo('input_ids', INT64, ['batch', 'sequence']), valueInfo('attention_mask', INT64, ['batch', 'sequence'])],
      output: [valueInfo('last_hidden_state', FLOAT, ['batch', 'sequence', hidden])],
    },
  };
  return ModelProto.encode(ModelProto.fromObject(model)).finish();
}

function tokenizerJson({ vocab }: TinyModel) {
  const special = (id: number) => ({ id, content: vocab[id], single_word: false, lstrip: false, rstrip: false, normalized: false, special: true });
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: [special(0), special(1)],
    normalizer: { type: 'Lowercase' },
    pre_tokenizer: { type: 'Whitespace' },
    post_processor: null,
    decoder: null,
    model: { type: 'WordLevel', vocab: Object.fromEntries(vocab.map((w, i) => [w, i])), unk_token: '[UNK]' },
  };
}

/** Write the model as `<modelsDir>/<name>/` in the layout transformers.js expects. */
export async function writeTinyModel(modelsDir: string, name: string, model: TinyModel = tinyModel()): Promise<void> {
  const dir = join(modelsDir, name);
  await mkdir(join(dir, 'onnx'), { recursive: true });
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  await writeFile(join(dir, 'onnx', 'model.onnx'), encodeOnnx(model));
  await writeFile(join(dir, 'tokenizer.json'), json(tokenizerJson(model)));
  await writeFile(
    join(dir, 'tokenizer_config.json'),
    json({ tokenizer_class: 'PreTrainedTokenizer', pad_token: '[PAD]', unk_token: '[UNK]', model_max_length: 64 }),
  );
  await writeFile(join(dir, 'config.json'), json({ model_type: 'bert', hidden_size: model.table[0]!.length }));
}
