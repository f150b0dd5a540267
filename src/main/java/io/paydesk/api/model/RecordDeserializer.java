package io.paydesk.api.model;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.BeanDeserializer;
import com.fasterxml.jackson.databind.deser.NullValueProvider;
import com.fasterxml.jackson.databind.deser.SettableBeanProperty;
import com.fasterxml.jackson.databind.deser.impl.MethodProperty;
import com.fasterxml.jackson.databind.util.AccessPattern;
import com.fasterxml.jackson.databind.util.IgnorePropertiesUtil;
import java.io.IOException;

/**
 * Binds a record from a JSON object straight into its constructor's arguments, without Jackson's
 * general creator bookkeeping (a value buffer per object, object ids, injection, views). Values are
 * still read by Jackson's deserializer of each component, so every lenient rule holds. Records that
 * need any of the skipped features take Jackson's own path.
 */
final class RecordDeserializer extends BeanDeserializer {
  private static final long serialVersionUID = 1L;

  /** The components by constructor position; null when Jackson's own path is needed. */
  private transient SettableBeanProperty[] components;

  /** Per position: whether JSON may set the component (not ignored). */
  private transient boolean[] bound;

  /** Per position: whether a JSON null gives Java null (the usual case), so no call is needed. */
  private transient boolean[] nullIsNull;

  /**
   * The bound components' JSON names, interned, in an open-addressing table probed by identity: the
   * parser hands out interned names, so a field is found in one or two reads. A name that is not
   * here (an alias, an unknown field, a parser that does not intern) takes the general path.
   */
  private transient String[] names;

  /** The constructor position of the name in the same slot of {@link #names}. */
  private transient int[] positions;

  /**
   * Per position: whether the component is a plain String read by the shared blank-as-null reader,
   * so a JSON string is taken here without the call through Jackson's property (the most common
   * field, and a call whose target changes from field to field).
   */
  private transient boolean[] plainString;

  /** Per position: the component's own record binder when it can take a JSON object directly. */
  private transient RecordDeserializer[] records;

  /** Whether a JSON object always reaches {@link #_deserializeUsingPropertyBased}. */
  private transient boolean direct;

  RecordDeserializer(BeanDeserializer src) {
    super(src);
  }

  @Override
  public void resolve(DeserializationContext ctxt) throws JsonMappingException {
    super.resolve(ctxt);
    components = plain() ? byPosition(ctxt) : null;
    if (components != null) {
      bound = new boolean[components.length];
      nullIsNull = new boolean[components.length];
      plainString = new boolean[components.length];
      records = new RecordDeserializer[components.length];
      for (int i = 0; i < components.length; i++) {
        SettableBeanProperty c = components[i];
        bound[i] = _propertyBasedCreator.findCreatorProperty(c.getName()) != null;
        nullIsNull[i] = givesNullForNull(c, ctxt);
        boolean untyped = c.getValueTypeDeserializer() == null;
        JsonDeserializer<Object> d = c.getValueDeserializer();
        plainString[i] =
            untyped
                && nullIsNull[i]
                && d.getClass() == LenientJson.BlankAsNullStringDeserializer.class;
        records[i] = untyped && d instanceof RecordDeserializer r ? r : null;
      }
      buildNameTable();
      direct =
          _nonStandardCreation
              && !_vanillaProcessing
              && _delegateDeserializer == null
              && _arrayDelegateDeserializer == null;
    }
  }

  /**
   * A JSON object bound as {@link BeanDeserializer#deserialize} would for a record without object
   * ids, delegates or unwrapping: past the start token, straight into the constructor's arguments.
   * Only when {@link #bindsObjectsDirectly()}.
   */
  private Object bindObject(JsonParser p, DeserializationContext ctxt) throws IOException {
    p.nextToken();
    return _deserializeUsingPropertyBased(p, ctxt);
  }

  private boolean bindsObjectsDirectly() {
    return components != null && direct;
  }

  /** One component's value, as Jackson's property would read it, with fast paths. */
  private Object component(JsonParser p, DeserializationContext ctxt, int i, JsonToken t)
      throws IOException {
    if (t == JsonToken.VALUE_NULL && nullIsNull[i]) {
      return null;
    }
    try {
      if (t == JsonToken.VALUE_STRING && plainString[i]) {
        String text = p.getText();
        return text.isEmpty() ? null : text;
      }
      RecordDeserializer r = records[i];
      if (t == JsonToken.START_OBJECT && r != null && r.bindsObjectsDirectly()) {
        Object value = r.bindObject(p, ctxt);
        return value != null || nullIsNull[i]
            ? value
            : components[i].getNullValueProvider().getNullValue(ctxt);
      }
      return components[i].deserialize(p, ctxt);
    } catch (Exception e) {
      return wrapAndThrow(e, _beanType.getRawClass(), components[i].getName(), ctxt);
    }
  }

  private static boolean givesNullForNull(SettableBeanProperty c, DeserializationContext ctxt)
      throws JsonMappingException {
    NullValueProvider nulls = c.getNullValueProvider();
    if (nulls == null) {
      return false;
    }
    AccessPattern pattern = nulls.getNullAccessPattern();
    return pattern == AccessPattern.ALWAYS_NULL
        || (pattern == AccessPattern.CONSTANT && nulls.getNullValue(ctxt) == null);
  }

  private void buildNameTable() {
    int count = 0;
    for (SettableBeanProperty prop : _beanProperties) {
      if (slotOf(prop) >= 0) {
        count++;
      }
    }
    int size = Integer.highestOneBit(Math.max(4, count * 4) - 1) << 1;
    String[] table = new String[size];
    int[] at = new int[size];
    for (SettableBeanProperty prop : _beanProperties) {
      int position = slotOf(prop);
      if (position < 0) {
        continue;
      }
      String name = prop.getName().intern();
      int i = hash(name) & (size - 1);
      while (table[i] != null && table[i] != name) {
        i = (i + 1) & (size - 1);
      }
      table[i] = name;
      at[i] = position;
    }
    names = table;
    positions = at;
  }

  /** The bound constructor position that a bean property sets, or -1. */
  private int slotOf(SettableBeanProperty prop) {
    int index = prop.getCreatorIndex();
    return index >= 0 && index < components.length && bound[index] ? index : -1;
  }

  private static int hash(String name) {
    int h = name.hashCode();
    return h ^ (h >>> 16);
  }

  /** The constructor position of a field name by identity, or -1 to take the general path. */
  private int positionOf(String name) {
    String[] table = names;
    int mask = table.length - 1;
    for (int i = hash(name) & mask; ; i = (i + 1) & mask) {
      String k = table[i];
      if (k == name) {
        return positions[i];
      }
      if (k == null) {
        return -1;
      }
    }
  }

  /** Jackson's resolved creator properties by position; ignored ones get their deserializer. */
  private SettableBeanProperty[] byPosition(DeserializationContext ctxt)
      throws JsonMappingException {
    SettableBeanProperty[] all = _valueInstantiator.getFromObjectArguments(ctxt.getConfig());
    SettableBeanProperty[] out = new SettableBeanProperty[all.length];
    for (SettableBeanProperty c : _propertyBasedCreator.properties()) {
      out[c.getCreatorIndex()] = c;
    }
    for (int i = 0; i < out.length; i++) {
      SettableBeanProperty c = out[i] == null ? all[i] : out[i];
      if (c.isRequired()
          || c.getInjectionDefinition() != null
          || c.isInjectionOnly()
          || c.isMerging()) {
        return null;
      }
      out[i] =
          c.hasValueDeserializer()
              ? c
              : c.withValueDeserializer(ctxt.findContextualValueDeserializer(c.getType(), c));
    }
    return out.length <= Long.SIZE ? out : null;
  }

  private boolean plain() {
    if (_propertyBasedCreator == null
        || _objectIdReader != null
        || _anySetter != null
        || _injectables != null
        || _needViewProcesing
        || _unwrappedPropertyHandler != null
        || _externalTypeIdHandler != null) {
      return false;
    }
    for (SettableBeanProperty p : _beanProperties) {
      if (p instanceof MethodProperty) {
        return false;
      }
    }
    return true;
  }

  @Override
  protected Object _deserializeUsingPropertyBased(JsonParser p, DeserializationContext ctxt)
      throws IOException {
    SettableBeanProperty[] all = components;
    if (all == null
        || ctxt.isEnabled(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
        || ctxt.isEnabled(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)) {
      return super._deserializeUsingPropertyBased(p, ctxt);
    }
    Object[] args = new Object[all.length];
    long seen = 0;
    for (JsonToken t = p.currentToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
      String name = p.currentName();
      JsonToken value = p.nextToken();
      int position = positionOf(name);
      if (position >= 0) {
        args[position] = component(p, ctxt, position, value);
        seen |= 1L << position;
        continue;
      }
      // The bean property map compares the parser's interned names by identity first: faster
      // than the creator's HashMap, which costs a seventh of a payment's binding.
      SettableBeanProperty known = _beanProperties.find(name);
      int index = known == null ? -1 : known.getCreatorIndex();
      SettableBeanProperty c =
          index >= 0 && index < all.length && bound[index]
              ? all[index]
              : _propertyBasedCreator.findCreatorProperty(name);
      if (c != null) {
        args[c.getCreatorIndex()] = _deserializeWithErrorWrapping(p, ctxt, c);
        seen |= 1L << c.getCreatorIndex();
      } else if (IgnorePropertiesUtil.shouldIgnore(name, _ignorableProps, _includableProps)) {
        handleIgnoredProperty(p, ctxt, handledType(), name);
      } else {
        handleUnknownProperty(p, ctxt, handledType(), name);
      }
    }
    for (int i = 0; i < all.length; i++) {
      if ((seen & (1L << i)) == 0) {
        Object absent = all[i].getNullValueProvider().getAbsentValue(ctxt);
        args[i] = absent != null ? absent : all[i].getValueDeserializer().getAbsentValue(ctxt);
      }
    }
    Object bean;
    try {
      bean = _valueInstantiator.createFromObjectWith(ctxt, args);
    } catch (Exception e) {
      return wrapInstantiationProblem(e, ctxt);
    }
    p.assignCurrentValue(bean);
    return bean;
  }
}
